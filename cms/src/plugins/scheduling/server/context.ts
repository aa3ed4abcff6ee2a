import type { UserAbility } from '../../content-permission';

/** What the scheduling plugin's admin routes read of Koa's context. */
export interface Ctx {
  query: Record<string, unknown>;
  params: Record<string, string>;
  request: { body?: unknown };
  state: { user?: { id: number; firstname?: string | null; lastname?: string | null; email?: string | null }; userAbility?: UserAbility; auth?: { strategy?: { name?: string } } };
  body: unknown;
  status: number;
}
