import { describe, expect, it } from 'vitest';
import { globalContentType, globalSchema } from '../content/global.js';
import { pageSummarySchema, parsePage } from '../content/page.js';
import { blockFixtures } from '../blocks/fixtures.js';
import { defineContentType } from './content-type.js';
import { boolean, date, enumeration, media, string } from './fields.js';

const admin = {
  mainField: 'title',
  listColumns: ['title', 'updatedAt'],
  sort: { by: 'title', order: 'ASC' },
  editorActions: ['read'],
} as const;

const event = defineContentType({
  kind: 'collectionType',
  singularName: 'event-booking',
  pluralName: 'event-bookings',
  displayName: 'Event booking',
  description: 'A booking for a roadshow event',
  draftAndPublish: false,
  fields: {
    title: string({ label: 'Title', required: true, max: 80 }),
    day: date({ label: 'Day', required: true }),
    tier: enumeration(['standard', 'vip'], { label: 'Tier', default: 'standard' }),
    note: string({ label: 'Note', max: 20 }),
    photo: media({ label: 'Photo' }),
    confirmed: boolean({ label: 'Confirmed', default: false }),
  },
  admin,
});

describe('defineContentType', () => {
  it('makes the Strapi schema: kind, collection name, info, draft and publish, attributes in field order', () => {
    expect(event.uid).toBe('api::event-booking.event-booking');
    expect(event.strapiSchema).toMatchObject({
      kind: 'collectionType',
      collectionName: 'event_bookings',
      info: { singularName: 'event-booking', pluralName: 'event-bookings', displayName: 'Event booking' },
      options: { draftAndPublish: false },
    });
    expect(Object.keys(event.strapiSchema.attributes)).toEqual(['title', 'day', 'tier', 'note', 'photo', 'confirmed']);
    expect(event.strapiSchema.attributes.day).toEqual({ type: 'date', required: true });
  });

  it('validates a whole document as Strapi returns it: nulls become missing, defaults fill in', () => {
    const doc = event.schema.parse({
      id: 3,
      documentId: 'abc',
      title: 'Wagga roadshow',
      day: '2025-03-14',
      tier: null,
      note: null,
      photo: null,
      confirmed: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(doc).toMatchObject({ title: 'Wagga roadshow', tier: 'standard', confirmed: false });
    expect(doc.note).toBeUndefined();
    expect(event.schema.safeParse({ id: 3, documentId: 'abc', title: 'x', day: '14/03/2025' }).success).toBe(false);
    expect(event.schema.safeParse({ id: 3, documentId: 'abc', day: '2025-03-14' }).success).toBe(false);
  });

  it('validates part of a document: only the required keys must be there', () => {
    const summary = event.select(['title', 'day', 'note'], { required: ['title'] });
    expect(summary.parse({ documentId: 'abc', title: 'Draft event' })).toEqual({ documentId: 'abc', title: 'Draft event' });
    expect(summary.parse({ documentId: 'abc', title: 'Draft event', day: null }).day).toBeUndefined();
    expect(summary.safeParse({ documentId: 'abc' }).success).toBe(false);
    expect(summary.safeParse({ documentId: 'abc', title: 'x', note: 'n'.repeat(21) }).success).toBe(false);
  });

  it('refuses admin settings that name a field it does not have, and Strapi system fields as fields', () => {
    const broken = (fields: Parameters<typeof defineContentType>[0]['fields'], adminSettings: Parameters<typeof defineContentType>[0]['admin']) => () =>
      defineContentType({
        kind: 'singleType',
        singularName: 'broken',
        pluralName: 'brokens',
        displayName: 'Broken',
        description: 'x',
        draftAndPublish: false,
        fields,
        admin: adminSettings,
      });
    expect(broken({ title: string({ label: 'Title' }) }, { ...admin, listColumns: ['title', 'colour'] })).toThrow(/colour/);
    expect(broken({ title: string({ label: 'Title' }), createdAt: string({ label: 'Created' }) }, admin)).toThrow(/system field/);
  });

  it('builds an input validator for the listed fields with the writers\' messages', () => {
    const input = event.inputSchema(['title', 'day', 'note'], { optional: ['note'] });
    expect(input.parse({ title: ' Wagga ', day: '2025-03-14', note: '' })).toEqual({ title: 'Wagga', day: '2025-03-14', note: null });
    const bad = input.safeParse({ title: '', day: '2025-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Title is required'],
      ['day', 'Day: use a date like 2024-05-14'],
    ]);
  });
});

describe('the site content types', () => {
  it('reads the copyright year as four digits, whether Strapi sends text or (from before) a number', () => {
    const global = {
      id: 1,
      documentId: 'g',
      siteName: 'Ironbark Communications',
      phone: '(02) 5550 4200',
      email: 'enquiries@ironbark.example',
      customerPortalUrl: 'https://portal.ironbark.example/login',
    };
    expect(globalSchema.parse({ ...global, copyrightYear: '2024' }).copyrightYear).toBe('2024');
    expect(globalSchema.parse({ ...global, copyrightYear: 2024 }).copyrightYear).toBe('2024');
    expect(globalSchema.safeParse({ ...global, copyrightYear: '24' }).success).toBe(false);
    expect(globalSchema.safeParse({ ...global, copyrightYear: '2,024' }).success).toBe(false);
    expect(globalContentType.strapiSchema.attributes.copyrightYear).toMatchObject({ type: 'string', regex: '^\\d{4}$' });
  });

  it('parses a page with its SEO and blocks, and a page summary without them', () => {
    const raw = {
      id: 5,
      documentId: 'p1',
      title: 'G\'day 22',
      path: '/gday22',
      summary: null,
      icon: null,
      showInSearch: null,
      seo: { id: 1, metaTitle: 'G\'day 22 roadshow', metaDescription: 'Follow-up offer for guests of the regional roadshow in 2022.', noIndex: null },
      blocks: [blockFixtures['blocks.hero'], { __component: 'blocks.carousel', id: 9 }],
    };
    const { page, problems } = parsePage(raw);
    expect(page.blocks.map((b) => b.__component)).toEqual(['blocks.hero']);
    expect(problems.map((p) => p.component)).toEqual(['blocks.carousel']);
    expect(page).toMatchObject({ icon: 'none', showInSearch: true, seo: { noIndex: false } });
    expect(pageSummarySchema.parse({ documentId: 'p1', title: 'x', path: '/x' })).toEqual({ documentId: 'p1', title: 'x', path: '/x', icon: 'none', showInSearch: true });
  });
});
