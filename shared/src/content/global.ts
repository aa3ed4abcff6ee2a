// Site-wide settings editors change in the CMS (single type "global"): the company's name and
// contact details, the customer portal, social links and the footer.
import { defineContentType, type DocumentData } from '../schema/content-type.js';
import { bothChecks, email, string, text, year } from '../schema/fields.js';
import { HOST_PATTERN, HTTPS_URL_PATTERN } from './patterns.js';
import { parseRedirectHosts } from './redirect-rules.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

const HTTPS_MESSAGE = 'Use an address starting with https://';

/** A field with one more save-time check after its own. */
function withCheck<F extends { check?: (value: unknown) => string | null }>(field: F, check: (value: unknown) => string | null): F {
  return { ...field, check: bothChecks(field.check, check) };
}

/** Global settings' "Redirect hosts": each entry must be a plain host name ("shop.ironbark.example"). */
function redirectHostsProblem(value: unknown): string | null {
  const host = new RegExp(HOST_PATTERN);
  const bad = parseRedirectHosts(value).filter((h) => !host.test(h));
  return bad.length === 0 ? null : `Not a host name: ${bad.slice(0, 3).join(', ')} (write one host a line, e.g. shop.ironbark.example)`;
}

export const globalContentType = defineContentType({
  kind: 'singleType',
  singularName: 'global',
  pluralName: 'globals',
  displayName: CONTENT_TYPE_EDITORIAL.global.label,
  description: 'Company name, phone, customer portal, social links and footer',
  draftAndPublish: true,
  fields: {
    siteName: string({ label: 'Company name', required: true, max: 80 }),
    tagline: string({ label: 'Tagline', max: 160, description: 'A line about the company, used by search engines' }),
    phone: string({
      label: 'Main phone number',
      required: true,
      max: 40,
      description: 'Shown in the header, the footer and on the contact page',
      placeholder: '(02) 5550 4200',
    }),
    email: email({ label: 'Main email address', required: true, placeholder: 'enquiries@ironbark.example' }),
    address: text({ label: 'Postal address', max: 300 }),
    abn: string({ label: 'ABN', max: 20, placeholder: '51 824 670 580' }),
    customerPortalUrl: string({
      label: 'Customer portal address',
      required: true,
      max: 300,
      pattern: HTTPS_URL_PATTERN,
      patternMessage: HTTPS_MESSAGE,
      description: 'Where the header\'s "Customer login" button leads',
    }),
    youtubeUrl: string({ label: 'YouTube channel', max: 300, pattern: HTTPS_URL_PATTERN, patternMessage: HTTPS_MESSAGE }),
    linkedinUrl: string({ label: 'LinkedIn page', max: 300, pattern: HTTPS_URL_PATTERN, patternMessage: HTTPS_MESSAGE }),
    copyrightYear: year({
      label: 'Copyright year',
      required: true,
      width: 4,
      description: 'The year in the footer\'s copyright line, e.g. 2024',
    }),
    footerText: text({ label: 'Footer text', max: 400, width: 12, description: 'A short paragraph about the company at the foot of every page' }),
    redirectHosts: withCheck(
      text({
        label: 'Redirect hosts',
        max: 2000,
        width: 12,
        placeholder: 'shop.ironbark.example',
        description:
          'Other websites a redirect may send visitors to without ticking "External website": one host a line (no https://). Empty by default; takes effect when published',
      }),
      redirectHostsProblem,
    ),
  },
  admin: {
    mainField: 'siteName',
    listColumns: ['siteName', 'updatedAt'],
    sort: { by: 'siteName', order: 'ASC' },
    editorActions: ['read', 'update', 'publish'],
  },
  preview: { kind: 'site' },
});

export const globalSchema = globalContentType.schema;
export type GlobalSettings = DocumentData<(typeof globalContentType)['fields']>;
