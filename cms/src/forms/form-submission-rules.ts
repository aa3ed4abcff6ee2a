// Save-time rules from the shared definitions that Strapi's schema cannot express, for every
// content type defined in shared/ (create and update, from the admin, the REST API or code):
// - each field's `check`, through components and dynamic zones. Above all the site's one email
//   rule: a lead's email is a plain text attribute (so Strapi's own, different email pattern never
//   refuses what the form accepted) and the same shared isValidEmail the forms use refuses here
//   what the forms refuse (e.g. audit@example..com).
// - leads are idempotent: a create whose submissionKey is already stored answers the stored lead
//   instead of a second one, so a retried store never duplicates a lead (or its email).
// - a lead's owner is an active admin user (a relation; whichever shape the writer sends it in).
// Registered before the notification middleware, so a repeated create never reaches it.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { contentTypeDefinition } from '@ironbark/shared/content/content-types';
import { fieldProblems, type FieldProblem } from '@ironbark/shared/schema/checks';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;

/** A Strapi validation error shaped like its own (REST: 400 with details.errors[].path). */
export function validationError(problems: FieldProblem[]) {
  const first = problems[0]!;
  return new errors.ValidationError(`${first.path.join('.')}: ${first.message}`, {
    errors: problems.map((p) => ({ path: p.path.map(String), message: p.message, name: 'ValidationError' })),
  });
}

/**
 * The records a relation value points at, in the shapes Strapi takes: an id or documentId, an
 * object with one, a list of them, or { connect, set } (disconnect only removes, so it is left out).
 */
export function relationTargets(value: unknown): { ids: number[]; documentIds: string[] } {
  const ids: number[] = [];
  const documentIds: string[] = [];
  const add = (item: unknown) => {
    if (typeof item === 'number') ids.push(item);
    else if (typeof item === 'string' && item !== '') {
      if (/^\d+$/.test(item)) ids.push(Number(item));
      else documentIds.push(item);
    } else if (item && typeof item === 'object') {
      const o = item as { id?: unknown; documentId?: unknown };
      if (typeof o.documentId === 'string') documentIds.push(o.documentId);
      else if (o.id !== undefined) add(o.id);
    }
  };
  if (Array.isArray(value)) value.forEach(add);
  else if (value && typeof value === 'object' && ('connect' in value || 'set' in value || 'disconnect' in value)) {
    const v = value as { connect?: unknown; set?: unknown };
    for (const list of [v.connect, v.set]) if (Array.isArray(list)) list.forEach(add);
  } else add(value);
  return { ids, documentIds };
}

/**
 * A person (in the admin) deletes only a lead marked Spam: a real lead is never lost by a slip of
 * the hand, and a test lead is marked Spam first. Scripts and tests (no one signed in) are not held.
 */
async function refuseDeletingRealLeads(strapi: Core.Strapi, params: { documentId?: unknown }) {
  const request = strapi.requestContext.get() as { state?: { user?: unknown } } | undefined;
  if (!request?.state?.user || typeof params.documentId !== 'string') return;
  const lead = (await strapi.db.query(LEAD_UID).findOne({ select: ['leadStatus', 'name'], where: { documentId: params.documentId } })) as { leadStatus?: string; name?: string } | null;
  if (lead && lead.leadStatus !== 'spam') {
    throw validationError([{ path: ['leadStatus'], message: `Only leads marked Spam can be deleted: set the status of ${lead.name ?? 'this lead'} to Spam first (test leads too)` }]);
  }
}

export function registerFormSubmissionRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === LEAD_UID && context.action === 'delete') await refuseDeletingRealLeads(strapi, context.params as { documentId?: unknown });
    if (context.action !== 'create' && context.action !== 'update') return next();
    const def = contentTypeDefinition(context.uid);
    if (!def) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    const problems = fieldProblems(def.fields, data);
    if (problems.length > 0) throw validationError(problems);

    if (context.uid === LEAD_UID && data && 'owner' in data) {
      const { ids, documentIds } = relationTargets(data.owner);
      if (ids.length + documentIds.length > 1) throw validationError([{ path: ['owner'], message: 'A lead has one owner: choose one person' }]);
      if (ids.length + documentIds.length === 1) {
        const where = ids.length === 1 ? { id: ids[0] } : { documentId: documentIds[0] };
        const user = await strapi.db.query('admin::user').findOne({ where: { ...where, isActive: true } });
        if (!user) throw validationError([{ path: ['owner'], message: 'This person is not an active admin user any more: choose another owner' }]);
      }
    }

    const key = data?.submissionKey;
    if (context.uid === LEAD_UID && context.action === 'create' && typeof key === 'string') {
      const stored = await strapi.documents(LEAD_UID).findFirst({ filters: { submissionKey: { $eq: key } } });
      if (stored) {
        strapi.log.info(`form submission ${stored.documentId}: repeated store ignored (same submission key)`);
        return stored;
      }
    }
    return next();
  });
}
