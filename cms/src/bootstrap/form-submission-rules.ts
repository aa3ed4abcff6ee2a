// Save-time rules from the shared definitions that Strapi's schema cannot express, for every
// content type defined in shared/ (create and update, from the admin, the REST API or code):
// - each field's `check`, through components and dynamic zones. Above all the site's one email
//   rule: a lead's email is a plain text attribute (so Strapi's own, different email pattern never
//   refuses what the form accepted) and the same shared isValidEmail the forms use refuses here
//   what the forms refuse (e.g. audit@example..com).
// - leads are idempotent: a create whose submissionKey is already stored answers the stored lead
//   instead of a second one, so a retried store never duplicates a lead (or its email).
// - a lead's owner is an admin user: the e-mail address of an active one.
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

export function registerFormSubmissionRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    const def = contentTypeDefinition(context.uid);
    if (!def) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    const problems = fieldProblems(def.fields, data);
    if (problems.length > 0) throw validationError(problems);

    const owner = data?.owner;
    if (context.uid === LEAD_UID && typeof owner === 'string' && owner.trim() !== '') {
      const user = await strapi.db.query('admin::user').findOne({ where: { email: { $eqi: owner.trim() }, isActive: true } });
      if (!user) throw validationError([{ path: ['owner'], message: 'No active admin user has this e-mail address: use the address a team member signs in with' }]);
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
