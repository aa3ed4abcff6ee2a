// Calls to action that keep their context. A button (shared elements/link) that names a form
// links to the form's page with what it knows in the query:
//   /contact-us?enquiry=network&from=/services/network-solutions/sd-wan&cta=book-an-sd-wan-assessment
// and the form page chooses that enquiry type, says what the enquiry is about and posts the
// source page, the button and the campaign as hidden fields (shared forms/lead-context), so a
// lead names where it came from with or without JavaScript.
//
// The query is read on the server (the page cache keys such a page by these parameters, checked
// and normalised here, in its bounded visitor room). Nothing from it is ever shown as typed: the
// "About:" line is the button's own label and the source page's own title, read from the CMS.
import type { LinkData } from '@ironbark/shared/blocks/elements/link';
import { ctaEnquiryType, ctaFormKey, isEnquiryValue } from '@ironbark/shared/forms/cta-form';
import { ctaIdOf, isValidCampaign, isValidCtaId, isValidLandingPath } from '@ironbark/shared/forms/lead-rules';

/** The query parameters of a call to action's link, in the order they are written. */
export const CTA_PARAMS = { enquiry: 'enquiry', from: 'from', cta: 'cta', campaign: 'campaign' } as const;

/** What a call to action told its form page (each value checked). */
export interface CtaQuery {
  enquiry?: string;
  from?: string;
  cta?: string;
  campaign?: string;
}

/** The call-to-action parameters of a query, each checked; a value that breaks its rule is left out. */
export function ctaQueryOf(params: URLSearchParams | undefined): CtaQuery {
  if (!params) return {};
  const out: CtaQuery = {};
  const one = (name: string) => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0]!.trim() : undefined;
  };
  const enquiry = one(CTA_PARAMS.enquiry);
  // Any form's enquiry type as options spell them (a form from Forms has its own); the form block
  // chooses it only when its form offers it.
  if (enquiry && isEnquiryValue(enquiry)) out.enquiry = enquiry;
  const from = one(CTA_PARAMS.from);
  if (from && isValidLandingPath(from) && !from.startsWith('//')) out.from = from;
  const cta = one(CTA_PARAMS.cta);
  if (cta && isValidCtaId(cta)) out.cta = cta;
  const campaign = one(CTA_PARAMS.campaign);
  if (campaign && isValidCampaign(campaign)) out.campaign = campaign;
  return out;
}

/** The query string of a call to action's context ('' when it has none), in a fixed order. */
export function ctaQueryString(query: CtaQuery): string {
  const params = new URLSearchParams();
  for (const key of ['enquiry', 'from', 'cta', 'campaign'] as const) {
    const value = query[key];
    if (value) params.set(CTA_PARAMS[key], value);
  }
  return params.toString();
}

/** The button's identifier (its label as a slug), for the lead and the click count. */
export function ctaIdOfLink(link: Pick<LinkData, 'label'>): string | null {
  return ctaIdOf(link.label);
}

/** True for a button that opens a form: one of the three by name, or a form from Forms. */
export function opensForm(link: Pick<LinkData, 'form'> & Partial<Pick<LinkData, 'builtForm'>>): boolean {
  return ctaFormKey(link) !== null;
}

/** The id of a page's first form section: where a call to action that opens a form lands. */
export const FORM_ANCHOR = 'enquire';

/**
 * Where a button leads: for a button that opens a form on another page, that page with the
 * button's context in its query, opened at its form (#enquire, unless the editor gave another
 * fragment), so the form and its "About:" line are on the first screen; otherwise its link as
 * the editor set it. `source` is the path of the page the button is on.
 */
export function ctaHref(link: Pick<LinkData, 'href' | 'label' | 'form' | 'enquiryType' | 'campaign'> & Partial<Pick<LinkData, 'builtForm'>>, source: string | undefined): string {
  const href = link.href;
  if (!opensForm(link) || !source || !href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://site.invalid');
  if (url.pathname === source) return href;
  const query: CtaQuery = {
    ...(ctaEnquiryType(link) ? { enquiry: ctaEnquiryType(link)! } : {}),
    from: source,
    ...(ctaIdOfLink(link) ? { cta: ctaIdOfLink(link)! } : {}),
    ...(link.campaign ? { campaign: link.campaign } : {}),
  };
  const checked = ctaQueryOf(new URLSearchParams(ctaQueryString(query)));
  for (const [key, value] of new URLSearchParams(ctaQueryString(checked))) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash || `#${FORM_ANCHOR}`}`;
}

/** What a form page shows and posts for the call to action that led to it. */
export interface FormContext {
  /** The enquiry type chosen in advance. */
  enquiry?: string;
  /** The page whose button led here. */
  sourcePage?: string;
  /** That button's identifier. */
  cta?: string;
  /** The button's campaign code. */
  campaign?: string;
  /** "Book an SD-WAN assessment (from SD-WAN)": the button's label and the source page's title. */
  about?: string;
}

/** The line above the form: "About: <label> (from <page title>)", from what the CMS says. */
export function aboutLine(label: string | undefined, pageTitle: string | undefined): string | undefined {
  if (!label && !pageTitle) return undefined;
  if (label && pageTitle) return `${label} (from ${pageTitle})`;
  return label ?? `An enquiry from ${pageTitle}`;
}

/** The site's one primary action, in the header (desktop) and the call bar (phones). */
export const TALK_TO_SALES = { label: 'Talk to sales', cta: 'talk-to-sales', enquiry: 'new-service' } as const;

/**
 * Where "Talk to sales" leads from a page: its own form when it has one, else the contact form
 * with the enquiry type chosen and the page named as the source.
 */
export function talkToSalesHref(path: string | undefined, pageHasForm: boolean): string {
  if (pageHasForm) return `#${FORM_ANCHOR}`;
  if (!path || path === '/contact-us') return `/contact-us#${FORM_ANCHOR}`;
  const query = ctaQueryString(ctaQueryOf(new URLSearchParams({ enquiry: TALK_TO_SALES.enquiry, from: path, cta: TALK_TO_SALES.cta })));
  return query ? `/contact-us?${query}#${FORM_ANCHOR}` : `/contact-us#${FORM_ANCHOR}`;
}

/** True for a form context that came with a call to action (the visitor arrived to send the form). */
export function arrivedForForm(context: FormContext | undefined): boolean {
  return !!context && !!(context.cta || context.sourcePage || context.enquiry);
}

/**
 * The thank-you message of a page's first form, from the route data (a CMS page's blocks and
 * their resolved needs): what the popup says after that form is sent without JavaScript.
 */
export function formThankYou(routeData: readonly unknown[]): string | undefined {
  for (const data of routeData) {
    const d = data as { page?: { blocks?: { __component: string; id: number }[] }; extras?: { needs?: Record<number, { kind: string; value: unknown }> } } | undefined;
    const first = d?.page?.blocks?.find((b) => b.__component === 'blocks.form');
    if (!first) continue;
    const need = d?.extras?.needs?.[first.id];
    const message = need?.kind === 'form' ? (need.value as { thankYou?: unknown } | null)?.thankYou : undefined;
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
  return undefined;
}
