// How particular blocks behave: headings, the FAQ accordion, forms and the contact details
// beside them, a campaign hero's end date, and blocks that show page data.
import { describe, expect, it } from 'vitest';
import { FORMS } from '@ironbark/shared/forms/definitions';
import { FIXTURES, link } from './test-support/cms-block-fixtures';
import { attr, context, escaped, on, parse, render, renderOne, tags } from './test-support/render-blocks';

describe('headings', () => {
  it('the hero is the page h1 when it is the first block, an h2 otherwise', () => {
    const heroFirst = render(parse([FIXTURES['blocks.hero']!.raw]));
    expect(tags(heroFirst, 'h1')).toHaveLength(1);
    const heroSecond = render(parse([FIXTURES['blocks.stats']!.raw, FIXTURES['blocks.hero']!.raw]));
    expect(tags(heroSecond, 'h1')).toHaveLength(0);
    expect(heroSecond).toMatch(/<h2[^>]*>Connectivity for regional Australia<\/h2>/);
  });
});

describe('FAQ block', () => {
  it('renders each question as a <details>/<summary> accordion with the answer inside', () => {
    const html = renderOne('blocks.faq');
    expect(tags(html, 'details')).toHaveLength(2);
    expect(tags(html, 'summary')).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*>\s*<span>Do you work outside capital cities\?<\/span>/);
    expect(html).toMatch(/<details[^>]*>[\s\S]*We have engineers in six states\.[\s\S]*<\/details>/);
  });
});

describe('form block', () => {
  it.each(['contact', 'partner', 'campaign-lead'] as const)('the %s form renders every field of its definition', (formName) => {
    const html = render(parse([{ ...FIXTURES['blocks.form']!.raw, form: formName, campaign: 'gday22' }]));
    expect(html).toContain(`action="/api/forms/${formName}"`);
    expect(html).toContain('method="post"');
    for (const field of FORMS[formName].fields) {
      expect(html, `${formName}.${field.name}`).toMatch(new RegExp(`name="${field.name}"`));
      expect(html, `${formName}.${field.name} label`).toContain(escaped(field.label));
    }
    // Public pages carry no per-visitor token (a CDN may store them).
    expect(html).not.toContain('_xsrf');
    expect(html).toContain('name="campaign" value="gday22"');
  });

  it("in an editor's preview of a page, the form checks answers but has nowhere to send them (no lead from a preview)", () => {
    const blocks = parse([{ ...FIXTURES['blocks.form']!.raw, form: 'contact' }]);
    const live = render(blocks);
    const preview = render(blocks, { ...context, preview: true });
    expect(live).toContain('action="/api/forms/contact"');
    expect(live).not.toContain('data-preview');
    expect(preview).not.toContain('action="/api/forms/contact"');
    expect(preview).toContain('data-preview="true"');
  });

  it('offers the options of a select field and a required consent checkbox', () => {
    const html = renderOne('blocks.form');
    const select = FORMS.contact.fields.find((f) => f.type === 'select')!;
    for (const option of select.options ?? []) expect(html).toContain(`value="${option.value}"`);
    const consent = tags(html, 'input').find((t) => attr(t, 'name') === 'consent');
    expect(consent).toBeDefined();
    expect(attr(consent!, 'type')).toBe('checkbox');
    expect(consent).toMatch(/\srequired=""/);
  });
});

describe('campaign hero with an end date', () => {
  const campaignHero = (offerEndsOn: string | null) => ({
    ...FIXTURES['blocks.hero']!.raw,
    variant: 'campaign',
    offer: 'Free coverage survey for the first 25 parks',
    offerEndsOn,
    actions: [link(11, 'Claim the offer', '#enquire'), link(12, 'Call us', 'tel:+61290001234', 'secondary')],
  });

  it('shows the offer, its end date and the button to the form until the end date', () => {
    const html = render(parse([campaignHero('2024-01-31')]), { ...context, extras: on('2024-01-31') });
    expect(html).toContain('Free coverage survey for the first 25 parks');
    expect(html).toContain('Ends 31 January 2024');
    expect(html).toContain('href="#enquire"');
    expect(html).not.toContain('Offer ended');
  });

  it('from the next day shows that the offer ended, without the offer, and asks for an enquiry through the campaign form', () => {
    const html = render(parse([campaignHero('2024-01-31')]), { ...context, extras: on('2024-02-01') });
    expect(html).not.toContain('Free coverage survey for the first 25 parks');
    expect(html).toContain('Offer ended');
    expect(html).toContain('This offer ended on 31 January 2024.');
    // Still the page's own form, so the lead keeps its campaign; no longer "claim the offer".
    expect(html).toMatch(/<a[^>]*href="#enquire"[^>]*>Send an enquiry<\/a>/);
    expect(html).toContain('href="tel:+61290001234"');
  });

  it('never ends without an end date', () => {
    const html = render(parse([campaignHero(null)]), { ...context, extras: on('2099-01-01') });
    expect(html).toContain('Free coverage survey for the first 25 parks');
    expect(html).not.toContain('Offer ended');
  });
});

describe('form block: where "Send an enquiry" leads, and the contact details beside the contact form', () => {
  it('gives the first form on the page the id the in-page links use, and only the first', () => {
    const html = render(
      parse([
        { ...FIXTURES['blocks.form']!.raw, id: 41, form: 'campaign-lead', campaign: 'gday22' },
        { ...FIXTURES['blocks.form']!.raw, id: 42, form: 'contact' },
      ]),
    );
    const sections = tags(html, 'section');
    expect(sections.map((t) => attr(t, 'id'))).toEqual(['enquire', 'form-section-42']);
  });

  it('puts the phone number and email address from Global settings beside the contact form', () => {
    const html = render(parse([{ ...FIXTURES['blocks.form']!.raw, form: 'contact' }]));
    expect(html).toContain('href="tel:1300000000"');
    expect(html).toContain('href="mailto:hello@ironbark.example.com"');
    expect(html).toContain('aria-label="Call or email us"');
    // Before the form in the source, so above it on a phone.
    expect(html.indexOf('mailto:hello@ironbark.example.com')).toBeLessThan(html.indexOf('<form'));
  });

  it('has no contact aside on a campaign form (the campaign keeps the lead)', () => {
    const html = render(parse([{ ...FIXTURES['blocks.form']!.raw, form: 'campaign-lead', campaign: 'gday22' }]));
    expect(html).not.toContain('aria-label="Call or email us"');
  });
});

describe('blocks that depend on page data', () => {
  it('child pages link to each child page', () => {
    const html = renderOne('blocks.child-pages');
    expect(html).toContain('href="/services/cloud-services/baas"');
    expect(html).toContain('href="/services/cloud-services/cloud-solutions"');
  });

  it('child pages render nothing when the page has no children', () => {
    const html = render(parse([FIXTURES['blocks.child-pages']!.raw]), { ...context, extras: { needs: { 18: { kind: 'child-pages', value: [] } } } });
    expect(html).toBe('');
  });

  it('latest resources link each resource under /resources', () => {
    expect(renderOne('blocks.latest-resources')).toContain('href="/resources/council-goes-sd-wan"');
  });

  it('latest resources render nothing when there are none for that block', () => {
    const html = render(parse([FIXTURES['blocks.latest-resources']!.raw]), { ...context, extras: { needs: {} } });
    expect(html).toBe('');
  });
});
