// Adding a field to the staff resource contract is enough for the editor, the web's staff API and
// the CMS's resource controller to take it (issue 24): a contract with one more text field than
// shared/'s, through the real form state and form, the real staff API service, and a CMS that
// checks what it receives with the contract's check (resourceDataProblems), the one the CMS's
// create and update run (cms/src/documents/validate-resources.test.ts tests them with the same
// added field).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TEXT_FIELDS, resourceContract, resourceDataProblems, type ResourceContract } from '@ironbark/shared/content/resource-fields';
import { ContractTextFields } from './contract-text-fields';
import { fieldsFrom, inputFrom, type EditorFields } from './resource-editor-fields';
import type { OpenSession } from './session.server';
import type { StaffCms } from './staff-cms.server';
import { createStaffResourceService } from './staff-resource-service.server';
import type { StaffResource } from './staff-query';

const withSubtitle = {
  textFields: {
    ...RESOURCE_TEXT_FIELDS,
    subtitle: { label: 'Subtitle', max: 60, lines: 'single', panel: 'content', hint: 'A line under the title.' },
  },
} satisfies ResourceContract;

const DOCUMENT_ID = 'abcdefghij0123456789';
const session = { id: 's', record: {} } as unknown as OpenSession;

/** Each text field of shared/'s contract, empty: whatever fields it has (a field added there needs no edit here). */
const emptyTextFields = Object.fromEntries(Object.keys(RESOURCE_TEXT_FIELDS).map((name) => [name, null])) as Record<keyof typeof RESOURCE_TEXT_FIELDS, null>;

const stored: StaffResource & { subtitle: string } = {
  ...emptyTextFields,
  documentId: DOCUMENT_ID,
  title: 'Council goes SD-WAN',
  slug: 'council-goes-sd-wan',
  type: 'news',
  publishedDate: '2024-05-14',
  featured: false,
  updatedAt: '2024-05-14T00:00:00.000Z',
  status: 'draft',
  publishedAt: null,
  cover: null,
  doc: null,
  body: null,
  youtubeUrl: null,
  createdAt: '2024-05-14T00:00:00.000Z',
  subtitle: 'Forty sites, one network',
};

/** The CMS as the staff API sees it: writes are checked as its controller checks them, refusals answered as Strapi does. */
function cmsWith(contract: ResourceContract) {
  const writes: unknown[] = [];
  const staffCms: StaffCms = {
    login: async () => ({ ok: false, reason: 'invalid' }),
    logout: async () => undefined,
    async call(_session, method, path, body) {
      if (path.startsWith('/api/blogs/slug-check')) return { status: 200, data: { available: true, suggestion: 'x' } };
      if (path.startsWith('/api/blogs/manage/')) return { status: 200, data: { data: stored } };
      if (method === 'POST' || method === 'PUT') {
        const problems = resourceDataProblems((body as { data?: unknown }).data, contract);
        if (problems.length) {
          return { status: 400, data: { error: { status: 400, name: 'ValidationError', message: problems[0]!.message, details: { errors: problems } } } };
        }
        writes.push((body as { data: unknown }).data);
        return { status: 201, data: { data: { documentId: DOCUMENT_ID } } };
      }
      return { status: 404, data: null };
    },
  } as StaffCms;
  return { staffCms, writes };
}

describe('a text field added to the staff resource contract', () => {
  it('the editor holds it, shows it (with its label and limit) and sends it', () => {
    const fields = fieldsFrom(stored, withSubtitle) as EditorFields & { subtitle: string };
    expect(fields.subtitle).toBe('Forty sites, one network');
    const changed = { ...fields, subtitle: 'Sixty sites' };
    expect(inputFrom(changed, withSubtitle)).toMatchObject({ subtitle: 'Sixty sites', title: stored.title });

    const html = renderToStaticMarkup(<ContractTextFields editor={{ fields, set: () => undefined, errors: {} }} panel="content" contract={withSubtitle} />);
    expect(html).toContain('id="re-subtitle"');
    expect(html).toContain('>Subtitle<');
    expect(html).toContain('value="Forty sites, one network"');
    expect(html).toContain('/60');
    // shared/'s own contract has no such field, and the form shows none.
    expect(renderToStaticMarkup(<ContractTextFields editor={{ fields, set: () => undefined, errors: {} }} panel="content" />)).not.toContain('re-subtitle');
  });

  it('the staff API validates it and the CMS takes it, passing it on to be stored', async () => {
    const { staffCms, writes } = cmsWith(withSubtitle);
    const resources = createStaffResourceService(staffCms, withSubtitle);
    const input = { ...inputFrom(fieldsFrom(stored, withSubtitle), withSubtitle), subtitle: '  Sixty sites  ' };

    const saved = await resources.save(session, DOCUMENT_ID, input);
    expect(saved.ok).toBe(true);
    expect(writes).toEqual([expect.objectContaining({ subtitle: 'Sixty sites', title: stored.title })]);

    const tooLong = await resources.save(session, DOCUMENT_ID, { ...input, subtitle: 'x'.repeat(61) });
    expect(tooLong).toEqual({ ok: false, status: 400, message: 'Some fields need attention.', errors: { subtitle: 'Subtitle: at most 60 characters' } });
    expect(writes).toHaveLength(1);
  });

  it('without it in the contract, the staff API drops it', async () => {
    const { staffCms, writes } = cmsWith(resourceContract);
    const saved = await createStaffResourceService(staffCms).save(session, DOCUMENT_ID, { ...inputFrom(fieldsFrom(stored)), subtitle: 'Sixty sites' });
    expect(saved.ok).toBe(true);
    expect(writes[0]).not.toHaveProperty('subtitle');
  });
});
