import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { builtFormChoice, ctaFormProblems } from './cta-form-rules';

describe('which form from Forms a saved button names', () => {
  it('reads the shapes writers send: a documentId, an id, connect or set', () => {
    expect(builtFormChoice({ builtForm: 'abc123def' })).toEqual({ documentId: 'abc123def' });
    expect(builtFormChoice({ builtForm: { connect: [{ documentId: 'abc123def' }], disconnect: [] } })).toEqual({ documentId: 'abc123def' });
    expect(builtFormChoice({ builtForm: { set: [{ id: 4 }] } })).toEqual({ id: 4 });
    expect(builtFormChoice({ builtForm: 7 })).toEqual({ id: 7 });
  });

  it('is none when the writer removes it or a new button names none', () => {
    expect(builtFormChoice({ builtForm: null, id: 3 })).toBeNull();
    expect(builtFormChoice({ builtForm: { connect: [], disconnect: [{ id: 9 }] }, id: 3 })).toBeNull();
    expect(builtFormChoice({ builtForm: { set: [] }, id: 3 })).toBeNull();
    expect(builtFormChoice({})).toBeNull();
    expect(builtFormChoice({ builtForm: { connect: [], disconnect: [] } })).toBeNull();
  });

  it('is the stored one when an update of a stored button leaves it as it was', () => {
    expect(builtFormChoice({ id: 3 })).toBe('stored');
    expect(builtFormChoice({ id: 3, builtForm: { connect: [], disconnect: [] } })).toBe('stored');
  });
});

/** A CMS with forms (published and draft versions) and stored buttons, as the rule reads them. */
function fakeStrapi(opts: { forms: { documentId: string; id: number; key: string; name: string; status: 'published' | 'draft'; fields: unknown[] }[]; storedLinks?: Record<number, string | null> }) {
  return {
    documents: () => ({
      findFirst: async ({ filters, status }: { filters: { documentId?: { $eq: string }; key?: { $eq: string } }; status: string }) =>
        opts.forms.find((f) => f.status === status && (filters.documentId ? f.documentId === filters.documentId.$eq : f.key === filters.key?.$eq)) ?? null,
    }),
    db: {
      query: (uid: string) => ({
        findOne: async ({ where }: { where: { id: number } }) => {
          if (uid === 'elements.link') {
            const documentId = opts.storedLinks?.[where.id];
            return documentId === undefined ? null : { builtForm: documentId ? { documentId } : null };
          }
          const form = opts.forms.find((f) => f.id === where.id);
          return form ? { documentId: form.documentId } : null;
        },
      }),
    },
  } as never;
}

const enquirySelect = (values: string[]) => ({
  __component: 'form-fields.select',
  key: 'attending',
  label: 'Attending as',
  isEnquiryType: true,
  options: values.map((value) => ({ value, label: value })),
});

const conference = { documentId: 'conf0000000000000000000a', id: 21, key: 'conference-registration', name: 'Conference registration', status: 'published' as const, fields: [enquirySelect(['delegate', 'exhibitor'])] };
const contactEdited = { documentId: 'contact00000000000000000a', id: 5, key: 'contact', name: 'Contact form', status: 'published' as const, fields: [enquirySelect(['network', 'fleet-telematics'])] };

const pageWith = (...actions: Record<string, unknown>[]) => ({ blocks: [{ __component: 'blocks.hero', heading: 'Connect 2027', actions }] });
const messages = async (strapi: never, data: unknown) => (await ctaFormProblems(strapi, CONTENT_TYPE_UIDS.page, data)).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('an enquiry type chosen in advance, checked by the CMS on save', () => {
  const strapi = fakeStrapi({ forms: [conference, contactEdited, { ...conference, status: 'draft' }], storedLinks: { 31: conference.documentId, 32: null } });

  it('is checked against the enquiry types of the form chosen from Forms', async () => {
    expect(await messages(strapi, pageWith({ label: 'Exhibit', href: '/connect', builtForm: { connect: [{ documentId: conference.documentId }] }, enquiryType: 'exhibitor' }))).toEqual([]);
    expect(await messages(strapi, pageWith({ label: 'Exhibit', href: '/connect', builtForm: { connect: [{ documentId: conference.documentId }] }, enquiryType: 'network' }))).toEqual([
      'blocks.0.actions.0.enquiryType: The form “Conference registration” offers: delegate, exhibitor',
    ]);
  });

  it('reads the stored choice of a button whose form the update leaves as it was', async () => {
    expect(await messages(strapi, pageWith({ id: 31, label: 'Exhibit', href: '/connect', enquiryType: 'exhibitor' }))).toEqual([]);
    expect(await messages(strapi, pageWith({ id: 31, label: 'Exhibit', href: '/connect', builtForm: { connect: [], disconnect: [] }, enquiryType: 'cloud' }))).toEqual([
      'blocks.0.actions.0.enquiryType: The form “Conference registration” offers: delegate, exhibitor',
    ]);
    expect(await messages(strapi, pageWith({ id: 32, label: 'Exhibit', href: '/connect', form: 'none', enquiryType: 'exhibitor' }))).toEqual([
      'blocks.0.actions.0.enquiryType: Choose the form this button opens before an enquiry type',
    ]);
  });

  it('reads one of the three forms by name as its CMS form has it now, not the code list', async () => {
    // The contact form in the CMS was given a new enquiry type and lost "cloud".
    expect(await messages(strapi, pageWith({ label: 'Ask', href: '/contact-us', form: 'contact', enquiryType: 'fleet-telematics' }))).toEqual([]);
    expect(await messages(strapi, pageWith({ label: 'Ask', href: '/contact-us', form: 'contact', enquiryType: 'cloud' }))).toEqual([
      'blocks.0.actions.0.enquiryType: The form “Contact form” offers: network, fleet-telematics',
    ]);
  });

  it('falls back to the code definition of a form the CMS has not created yet', async () => {
    expect(await messages(strapi, pageWith({ label: 'Partner', href: '/partners', form: 'partner', enquiryType: 'reseller' }))).toEqual([]);
    expect(await messages(strapi, pageWith({ label: 'Offer', href: '/gday22', form: 'campaign-lead', enquiryType: 'network' }))).toEqual([
      'blocks.0.actions.0.enquiryType: The form “Campaign lead” has no enquiry types',
    ]);
  });

  it('leaves buttons without an enquiry type, and documents without buttons, alone', async () => {
    expect(await messages(strapi, pageWith({ label: 'Call', href: 'tel:+61255500000', enquiryType: 'none' }, { label: 'Read', href: '/x' }))).toEqual([]);
    expect(await ctaFormProblems(strapi, CONTENT_TYPE_UIDS.formSubmission, { name: 'x' })).toEqual([]);
    expect(await ctaFormProblems(strapi, 'plugin::no.such', { blocks: [] })).toEqual([]);
  });
});
