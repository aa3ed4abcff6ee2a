import { describe, expect, it } from 'vitest';
import { blockFixtures } from '../blocks/fixtures.js';
import { globalContentType } from '../content/global.js';
import { pageContentType } from '../content/page.js';
import { fieldProblems } from './checks.js';

describe('fieldProblems', () => {
  it('finds a bad email in a top-level field and says where', () => {
    expect(fieldProblems(globalContentType.fields, { siteName: 'Ironbark', email: 'audit@example..com' })).toEqual([
      { path: ['email'], message: 'Enter an email address like name@company.com.au' },
    ]);
  });

  it('finds one inside a block of the dynamic zone, in a repeatable component', () => {
    const contact = blockFixtures['blocks.contact-details'];
    const broken = { ...contact, offices: [contact.offices[0], { ...contact.offices[1], email: 'brisbane@example' }] };
    expect(fieldProblems(pageContentType.fields, { title: 'Contact', blocks: [blockFixtures['blocks.hero'], broken] })).toEqual([
      { path: ['blocks', 1, 'offices', 1, 'email'], message: 'Enter an email address like name@company.com.au' },
    ]);
  });

  it('ignores fields not sent (partial updates), empty values and unknown blocks', () => {
    expect(fieldProblems(globalContentType.fields, { tagline: 'x' })).toEqual([]);
    expect(fieldProblems(globalContentType.fields, { email: null })).toEqual([]);
    expect(fieldProblems(pageContentType.fields, { blocks: [{ __component: 'blocks.carousel', email: 'x' }] })).toEqual([]);
    expect(fieldProblems(pageContentType.fields, undefined)).toEqual([]);
  });
});
