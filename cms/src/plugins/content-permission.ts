// Whether the signed-in admin may do a content-manager action on a content type, asked of
// Strapi's own permission checker (the content manager's 'permission-checker' service over the
// request's ability, built from the admin's roles), as the content manager's handlers ask it:
// the project's admin plugins (scheduling, history, content checks) answer only what the content
// manager itself would let this admin see or do.
import type { Core } from '@strapi/strapi';

export type ContentAction = 'read' | 'create' | 'update' | 'delete' | 'publish';

/** The request's ability (ctx.state.userAbility), as the checker needs it. */
export interface UserAbility {
  can(action: string, subject?: unknown, field?: string): boolean;
  cannot(action: string, subject?: unknown, field?: string): boolean;
}

interface PermissionChecker {
  can(action: string, entity?: unknown, field?: string): boolean;
}

export function mayOnType(strapi: Core.Strapi, ability: UserAbility | undefined, action: ContentAction, uid: string): boolean {
  if (!ability) return false;
  const service = strapi.plugin('content-manager').service('permission-checker') as { create(options: { userAbility: UserAbility; model: string }): PermissionChecker };
  return service.create({ userAbility: ability, model: uid }).can(`plugin::content-manager.explorer.${action}`);
}
