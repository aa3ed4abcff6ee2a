// What a redirect may do, checked on every save (the admin, the REST API, code): the shared rule
// (shared/content/redirect-rules) against the published Global settings' "Redirect hosts", the
// list the site serves with. An update is checked as the whole redirect it would leave behind,
// so changing only "To" or unticking "External website" cannot slip a broken rule through.
// The web applies the same rule again when it serves redirects (defence in depth).
import type { Core } from '@strapi/strapi';
import { parseRedirectHosts, redirectProblems, type RedirectRuleInput } from '@ironbark/shared/content/redirect-rules';
import { validationError } from '../forms/form-submission-rules';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const REDIRECT_UID = CONTENT_TYPE_UIDS.redirect;
const GLOBAL_UID = CONTENT_TYPE_UIDS.global;

/** The hosts redirects may lead to without the "External website" tick (published Global settings). */
export async function allowedRedirectHosts(strapi: Core.Strapi): Promise<string[]> {
  const global = (await strapi.documents(GLOBAL_UID).findFirst({ status: 'published', fields: ['redirectHosts'] as never })) as {
    redirectHosts?: unknown;
  } | null;
  return parseRedirectHosts(global?.redirectHosts);
}

export function registerRedirectRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== REDIRECT_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: RedirectRuleInput; documentId?: string };
    let redirect: RedirectRuleInput = params.data ?? {};
    if (context.action === 'update' && params.documentId) {
      const stored = (await strapi.documents(REDIRECT_UID).findOne({ documentId: params.documentId, fields: ['from', 'to', 'external'] as never })) as RedirectRuleInput | null;
      if (stored) redirect = { from: stored.from, to: stored.to, external: stored.external, ...definedOnly(redirect) };
    }
    const problems = redirectProblems(redirect, await allowedRedirectHosts(strapi));
    if (problems.length > 0) throw validationError(problems.map((p) => ({ path: [p.field], message: p.message })));
    return next();
  });
}

function definedOnly(data: RedirectRuleInput): RedirectRuleInput {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}
