// The site's forms as published in the CMS (the form builder, shared/forms/field-kinds): what a
// form block draws and what the forms API checks a post against, from one cached read per form.
// Tagged with the form's key, so publishing a form drops it and the pages that show it, no others
// (content-tags formTag). A key no CMS form has falls back to the form of that name in code (the
// gated download's form, and the three forms that were code on a CMS that has not created them
// yet); an archived or unpublished CMS form is no form.
import { z } from 'zod';
import { isFormName } from '@ironbark/shared/blocks/form-names';
import { formContentType } from '@ironbark/shared/content/form';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import { FORMS, type FormDefinition } from '@ironbark/shared/forms/definitions';
import { runtimeForm } from '@ironbark/shared/forms/field-kinds/index';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { ContentContext } from '../../../server/content.server.js';
import { formTag } from '../../../server/content-tags.server.js';
import { log } from '../../../server/log.server.js';
import type { FormPreviewData } from '../../lib/content-source.js';

const formRow = z.object({
  key: z.string(),
  name: z.string().nullish(),
  heading: z.string(),
  submitLabel: z.string(),
  thankYou: z.string().nullish(),
  archived: z.boolean().nullish(),
  fields: z.array(z.unknown()).nullish(),
});
const formList = collectionSchema(z.unknown());

export interface FormContent {
  /** The published form with this key, or null (none, archived, or not valid). */
  form(key: string): Promise<FormDefinition<string> | null>;
}

export interface FormPreviewContent {
  /** A form's draft by documentId, unchecked: only preview() (which checks the link first) and tests call it. Never cached. */
  previewForm(documentId: string): Promise<FormPreviewData | null>;
}

/** The draft of a form, read fresh for its preview: what the site would draw, or why it would not. */
export function formPreviewContent(cms: CmsClient): FormPreviewContent {
  return {
    async previewForm(documentId: string): Promise<FormPreviewData | null> {
      const res = await cms.get(
        '/api/forms',
        { filters: { documentId: { $eq: documentId } }, populate: formContentType.populate, pagination: { page: 1, pageSize: 1 }, status: 'draft' },
        formList,
      );
      const raw = res.data[0];
      if (raw === undefined) return null;
      const parsed = formRow.safeParse(raw);
      if (!parsed.success) return { name: '', form: null, problems: [`The form could not be read: ${parsed.error.issues[0]?.message ?? 'not valid'}`], archived: false };
      const { name, key, archived } = parsed.data;
      const built = runtimeForm({ ...parsed.data, fields: parsed.data.fields ?? [] });
      return {
        name: name ?? key,
        form: built.ok ? built.form : null,
        problems: built.ok ? [] : built.problems.map((p) => p.message),
        archived: archived === true,
      };
    },
  };
}

export function formContent(cms: CmsClient, cache: ContentCache): FormContent {
  async function read(key: string): Promise<FormDefinition<string> | null> {
    const res = await cms.get(
      '/api/forms',
      { filters: { key: { $eq: key } }, populate: formContentType.populate, pagination: { page: 1, pageSize: 1 } },
      formList,
    );
    const raw = res.data[0];
    if (raw === undefined) return isFormName(key) ? FORMS[key] : null;
    const parsed = formRow.safeParse(raw);
    if (!parsed.success) {
      log.warn('form skipped: the CMS answered with a form the site cannot read', { form: key, issue: parsed.error.issues[0]?.message });
      return null;
    }
    if (parsed.data.archived) return null;
    const built = runtimeForm({ ...parsed.data, fields: parsed.data.fields ?? [] });
    if (!built.ok) {
      // The CMS refuses these on save; one stored before a rule was added is not drawn half-made.
      log.warn('form skipped: it breaks the form rules', { form: key, problems: built.problems.map((p) => p.message) });
      return null;
    }
    return built.form;
  }

  return {
    form(key: string) {
      // A key that is no form is a visitor's (anyone can post to /api/forms/<anything>): its answer
      // is kept in the bounded visitor room, never displacing the site's content.
      return cache.get(`form:${key}`, ['form', formTag(key)], () => read(key), (found) => (found ? 'site' : 'visitor'));
    },
  };
}

/** The forms' reads on the site's content source (web/server/content.server.ts gathers them). */
export function reads({ cms, cache }: ContentContext) {
  return { server: { ...formContent(cms, cache), ...formPreviewContent(cms) } };
}

type FormReads = ReturnType<typeof reads>;
type FormServerReads = FormReads['server'];
declare module '../../../server/content.server.js' {
  interface ServerReads extends FormServerReads {}
}
