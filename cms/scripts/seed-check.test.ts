import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { checkSeed as untypedCheckSeed, literalContactProblems as untypedLiteral } from './seed-check.mjs';

interface SeedCheckResult {
  problems: string[];
  pages: { name: string; page: { path?: string; title?: string }; words: number }[];
  resources: { name: string }[];
}

const checkSeed = untypedCheckSeed as (dir?: string) => SeedCheckResult;
const literalContactProblems = untypedLiteral as (dir?: string) => string[];

describe('the real seed content', () => {
  const result = checkSeed();

  it('has no problems', () => {
    expect(result.problems, result.problems.join('\n')).toEqual([]);
  });

  it('types the Global phone number and email address nowhere but global.json', () => {
    expect(literalContactProblems()).toEqual([]);
  });

  it('checked pages and resources', () => {
    expect(result.pages.length).toBeGreaterThan(50);
    expect(result.resources.length).toBeGreaterThan(0);
  });
});

/** Exactly `n` words of ordinary copy. */
function words(n: number): string {
  const pool = ['regional', 'networks', 'keep', 'councils', 'connected', 'through', 'storms', 'and', 'outages', 'daily'];
  return Array.from({ length: n }, (_, i) => pool[i % pool.length]).join(' ');
}

describe('a seed with a broken page', () => {
  let dir: string;
  let result: SeedCheckResult;

  function write(path: string, value: unknown) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value, null, 2));
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ironbark-seed-check-'));
    write('pages/broken.json', {
      title: 'Broken page',
      path: '/broken-page',
      // no seo at all
      blocks: [
        { __component: 'blocks.carousel', slides: [] },
        { __component: 'blocks.rich-text', body: words(50) },
      ],
    });
    write('pages/second.json', {
      title: 'Second page',
      path: '/broken-page',
      seo: {
        metaTitle: 'Second page',
        metaDescription: 'Lorem ipsum dolor sit amet, a description long enough to pass the length check.',
      },
      blocks: [
        { __component: 'blocks.rich-text', body: `${words(250)} See [the missing page](/no-such-page).` },
        { __component: 'blocks.hero', heading: 'Hero', colour: 'red' },
        { __component: 'blocks.stats', stats: [{ value: '1', label: 'Only one figure' }] },
      ],
    });
    write('pages/long-seo.json', {
      title: 'Long search copy',
      path: '/long-search-copy',
      seo: {
        metaTitle: `Managed SD-WAN for regional councils and their depots | Ironbark`,
        metaDescription: `${'Managed SD-WAN for regional councils, with 4G and satellite backup at every depot and a 24/7 service desk. '.repeat(2).slice(0, 158)}`,
      },
      blocks: [
        { __component: 'blocks.hero', heading: 'Long search copy' },
        { __component: 'blocks.rich-text', body: `## Why\n\n#### Skipped\n\n${words(250)}` },
        { __component: 'blocks.cta-banner', heading: 'Talk to us', actions: [{ label: 'Contact us', href: '/contact-us' }] },
      ],
    });
    write('navigation.json', { header: [], mobileExtras: [], footer: [{ label: 'Old pricing', href: '/pricing-2019' }, { label: 'Contact', href: '/long-search-copy' }] });
    writeFileSync(join(dir, 'pages', 'invalid.json'), '{ "title": ');
    write('global.json', { phone: '(02) 5550 4200', email: 'enquiries@ironbark.example' });
    write('pages/campaign.json', {
      title: 'Campaign page',
      path: '/campaign-page',
      summary: 'Call {phone} about the offer.',
      seo: { metaTitle: 'Campaign page', metaDescription: 'A campaign page with a lead form and a hero that points somewhere else.' },
      blocks: [
        {
          __component: 'blocks.hero',
          variant: 'campaign',
          heading: 'An offer',
          offer: 'First month free',
          actions: [{ label: 'Send an enquiry', href: '/contact-us' }],
          image: { icon: 'bus', alt: 'Photo of a bus at a depot', tone: 'dark' },
        },
        { __component: 'blocks.rich-text', body: `${words(250)} Call [{fone}](tel:{phone-intl}) or [us]({phone}) or [here]({email-link}).` },
        {
          __component: 'blocks.team-grid',
          members: [
            { name: 'Ada', role: 'Engineer', photo: { file: 'portrait-ada.svg', alt: 'Ada smiling in the office' } },
            { name: 'Bea', role: 'Engineer', photo: { file: 'radio-tower-dark.svg', alt: 'A radio tower on a hill' } },
            { name: 'Cai', role: 'Engineer', photo: { file: 'Team Photo.JPG', alt: 'Cai at the Sydney office', tone: 'dark' } },
          ],
        },
        {
          __component: 'blocks.logo-cloud',
          heading: 'Seven practices, one partner',
          logos: [
            { name: 'Saltbush Parks', image: { file: 'logo-saltbush-parks.svg', alt: 'Saltbush' } },
            { name: 'Café Co', image: { file: 'logo-cafe-co.svg', alt: 'Café Co' } },
          ],
        },
        { __component: 'blocks.form', form: 'campaign_lead', campaign: 'test' },
      ],
    });
    write('pages/phones.json', { title: 'Phones', path: '/phones', note: 'Ring 02 5550 4200, +61 2 5550 4200, 0255504200 or tel:+61255504200; not (02) 5550 4211.' });
    write('resources/notes.md', 'Write to Enquiries@Ironbark.example.');
    // The images the pages name, but for logo-cafe-co.svg (left out, to be reported).
    mkdirSync(join(dir, 'images'));
    for (const name of ['portrait-ada.svg', 'radio-tower-dark.svg', 'logo-saltbush-parks.svg']) {
      writeFileSync(join(dir, 'images', name), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    }
    result = checkSeed(dir);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const problemsOf = (file: string) => result.problems.filter((p) => p.startsWith(file));

  it.each([
    ['the unknown block type', 'pages/broken.json.blocks[0]: unknown block "blocks.carousel"'],
    ['too little copy (50 words of the 200 needed)', 'pages/broken.json: has 50 words of copy, needs at least 200'],
    ['too few blocks', 'pages/broken.json: has 2 blocks, needs at least 3'],
    ['placeholder text', 'pages/second.json.seo.metaDescription: contains placeholder text'],
    ['a link to a page that does not exist', 'pages/second.json.blocks[0].body: links to /no-such-page, which is not a page'],
    ['two pages with the same path', 'pages/second.json: path /broken-page is also used by pages/broken.json'],
    ['a token in a summary, where it would not be filled in', 'pages/campaign.json.summary: no tokens in titles, summaries or SEO text (they are shown where tokens are not filled in)'],
    ['a stated count of practices', 'pages/campaign.json.blocks[3].heading: "Seven practices": do not state a count of practices, it goes stale'],
  ])('reports %s', (_what, problem) => {
    expect(result.problems).toContain(problem);
  });

  it('reports the missing SEO title and description', () => {
    const seo = problemsOf('pages/broken.json.seo');
    expect(seo).toHaveLength(1);
    expect(seo[0]).toContain('metaTitle');
    expect(seo[0]).toContain('metaDescription');
  });

  it('reports an unknown field and a block failing its schema', () => {
    expect(result.problems).toContain('pages/second.json.blocks[1]: unknown field "colour"');
    expect(problemsOf('pages/second.json.blocks[2] (blocks.stats)')).toHaveLength(1);
  });

  it('reports a file that is not valid JSON', () => {
    expect(problemsOf('pages/invalid.json: invalid JSON')).toHaveLength(1);
  });

  it('reports the Global phone number typed in any formatting, and the email address, outside global.json', () => {
    expect(result.problems).toContain('pages/phones.json: has the Global phone number typed in 4 times ("02 5550 4200"); use {phone} or {phone-link}');
    expect(result.problems).toContain('resources/notes.md: has the Global email address typed in 1 times; use {email} or {email-link}');
    expect(problemsOf('global.json')).toEqual([]);
  });

  it('reports unknown tokens and a token that is not a link target used as a link', () => {
    expect(problemsOf('pages/campaign.json.blocks[1].body: unknown token {fone}')).toHaveLength(1);
    expect(result.problems).toContain(
      'pages/campaign.json.blocks[1].body: {phone} is not a link target; use {phone-link}, {email-link}, {portal-url}',
    );
  });

  it('reports a rich-text link Strapi would refuse, and says what to write instead', () => {
    expect(result.problems).toContain(
      'pages/campaign.json.blocks[1].body: the rich-text link "{email-link}" would be refused by Strapi: write mailto:{email}',
    );
    expect(problemsOf('pages/campaign.json.blocks[1].body: the rich-text link "tel:')).toEqual([]);
  });

  it('reports a campaign hero that sends visitors away from the form on the page', () => {
    expect(result.problems).toContain('pages/campaign.json.blocks[0]: a campaign hero links to its form with "#enquire"');
    expect(result.problems).toContain(
      'pages/campaign.json.blocks[0]: "Send an enquiry" sends campaign visitors to /contact-us instead of the form on this page (#enquire)',
    );
  });

  it('reports images that are not a file and alt text, files that are not there, and alt text that is not honest about an illustration', () => {
    expect(result.problems).toContain(
      'pages/campaign.json.blocks[0].image: an image is { "file": "<name>.svg", "alt": "what it shows" }, the file in images/ (see cms/data/seed/README.md)',
    );
    const team = problemsOf('pages/campaign.json.blocks[2].members');
    expect(team).toContain('pages/campaign.json.blocks[2].members[0].photo: the alt text of a portrait is "Illustrated portrait of <name>"');
    expect(team).toContain('pages/campaign.json.blocks[2].members[1].photo: the alt text of an illustration starts with "Illustration:" and says what is drawn');
    expect(team).toContain('pages/campaign.json.blocks[2].members[2].photo: unknown image field "tone"');
    expect(team).toContain('pages/campaign.json.blocks[2].members[2].photo: image file "Team Photo.JPG" is not a lower-case name ending .svg, .png, .jpg or .webp');
    const logos = problemsOf('pages/campaign.json.blocks[3].logos');
    expect(logos).toContain('pages/campaign.json.blocks[3].logos[0].image: a logo\'s alt text is the organisation\'s name ("Saltbush Parks")');
    expect(logos).toContain('pages/campaign.json.blocks[3].logos[1].image: image file images/logo-cafe-co.svg does not exist');
    // Its file is there: its one problem is the alt text.
    expect(logos.filter((p) => p.startsWith('pages/campaign.json.blocks[3].logos[0].image'))).toHaveLength(1);
  });

  it('reports alt text that claims a photograph', () => {
    writeFileSync(
      join(dir, 'pages', 'photo.json'),
      JSON.stringify({ title: 'Photo', path: '/photo', blocks: [{ __component: 'blocks.image-text', heading: 'x', body: 'x', image: { file: 'radio-tower-dark.svg', alt: 'Illustration: a photo of a tower' } }] }),
    );
    expect(checkSeed(dir).problems).toContain(
      'pages/photo.json.blocks[0].image: alt text "Illustration: a photo of a tower" claims a photograph; say what the illustration shows',
    );
    rmSync(join(dir, 'pages', 'photo.json'));
  });

  it('reports what the content checks report: a search title cut off, a description past what is shown, a skipped heading level', () => {
    const seo = problemsOf('pages/long-seo.json');
    expect(seo).toContain('pages/long-seo.json: seo.metaTitle: The search title is 64 characters: search engines show about 60, so the end is cut off.');
    expect(seo).toContain('pages/long-seo.json: seo.metaDescription: The search description is 158 characters: seed copy keeps to the 155 search engines show.');
    expect(seo).toContain('pages/long-seo.json: blocks.1.body: The heading “Skipped” is level 4 after level 2: do not skip levels.');
  });

  it('reports a navigation link to a page that does not exist, and not one to a seeded page', () => {
    expect(problemsOf('navigation.json')).toEqual(['navigation.json: footer.0: The link “Old pricing” to /pricing-2019 goes to a page that does not exist.']);
  });

  it('does not report the valid rich-text block of the broken page', () => {
    expect(problemsOf('pages/broken.json.blocks[1]')).toEqual([]);
  });
});
