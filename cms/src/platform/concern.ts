import type { Core } from '@strapi/strapi';

/**
 * One concern of the CMS (documents, search, forms and leads, staff, revalidation, the platform
 * itself): what it adds at Strapi's register() and at each phase of bootstrap(). src/index.ts runs
 * every concern's phase before the next phase starts, so a concern never needs to know another's.
 */
export interface Concern {
  /** Its document-service middlewares and hooks, at register(). */
  register?(strapi: Core.Strapi): void;
  /** Before any content is written: tables, indexes, permissions, tokens, admin settings. */
  prepare?(strapi: Core.Strapi): Promise<void> | void;
  /** The content it writes once, on an empty database (the seed). */
  seed?(strapi: Core.Strapi): Promise<void>;
  /** After the seed: backfills and background work. */
  start?(strapi: Core.Strapi): Promise<void> | void;
}
