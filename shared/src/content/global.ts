// Site-wide settings editors change in the CMS (single type "global"): the company's name and
// contact details, the customer portal, social links and the footer.
import { defineContentType, type DocumentData } from '../schema/content-type.js';
import { email, string, text, year } from '../schema/fields.js';
import { HTTPS_URL_PATTERN } from './patterns.js';

const HTTPS_MESSAGE = 'Use an address starting with https://';

export const globalContentType = defineContentType({
  kind: 'singleType',
  singularName: 'global',
  pluralName: 'globals',
  displayName: 'Global settings',
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
