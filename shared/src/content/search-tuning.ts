// Site search as editors tune it (single type "search-tuning"): synonyms, and results pinned to
// the top of a search or hidden from it. Saved, it applies to the next search in every CMS
// process (cms/src/search/search.ts) and the web drops its cached results (its type tag); no
// deploy, no restart. The rules it is read into live in search/tuning.ts.
import { SEARCH_MAX_LENGTH } from '../search/constants.js';
import { defineComponent } from '../schema/define.js';
import { defineContentType, singleTypeAdmin, type DocumentData } from '../schema/content-type.js';
import { component, enumeration, string } from '../schema/fields.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

export const synonymComponent = defineComponent({
  category: 'search',
  name: 'synonym',
  displayName: 'Synonym',
  icon: 'search',
  description: 'Words that find the same results',
  fields: {
    words: string({
      label: 'Words',
      required: true,
      max: 300,
      description: 'Separate them with commas, e.g. nbn, national broadband network',
      width: 8,
    }),
    direction: enumeration(['both-ways', 'one-way'], {
      default: 'both-ways',
      label: 'Direction',
      labels: { 'both-ways': 'Each finds what the others find', 'one-way': 'The first finds what the rest find, not back' },
      description: 'both-ways: each finds what the others find; one-way: the first finds the rest, not back',
      width: 4,
    }),
  },
});

export const resultRuleComponent = defineComponent({
  category: 'search',
  name: 'result-rule',
  displayName: 'Result for a search',
  icon: 'pin',
  description: 'A page or resource shown first for a search, or hidden from it',
  fields: {
    term: string({ label: 'Search', required: true, max: SEARCH_MAX_LENGTH, description: 'What visitors type, e.g. pricing', width: 6 }),
    action: enumeration(['pin', 'hide'], {
      default: 'pin',
      label: 'Pin or hide',
      labels: { pin: 'Show it first', hide: 'Hide it' },
      description: 'pin: shown first; hide: left out of this search',
      width: 6,
    }),
    path: string({
      label: 'Page or resource',
      max: 300,
      pattern: '^/[A-Za-z0-9/_-]*$',
      patternMessage: 'Use the address on the site, starting with a slash, e.g. /contact-us or /resources/sd-wan-checklist',
      description: 'Its address on the site, e.g. /contact-us',
      width: 12,
    }),
  },
});

export const searchTuningContentType = defineContentType({
  kind: 'singleType',
  singularName: 'search-tuning',
  pluralName: 'search-tunings',
  displayName: CONTENT_TYPE_EDITORIAL.searchTuning.label,
  description: 'Synonyms, and results shown first or hidden for a search',
  draftAndPublish: false,
  fields: {
    synonyms: component(synonymComponent, {
      repeatable: true,
      max: 200,
      label: 'Synonyms',
      description: 'A search for one of the words also finds what the others find',
    }),
    results: component(resultRuleComponent, {
      repeatable: true,
      max: 200,
      label: 'Results for a search',
      description: 'Pinned results come first, in this order; hidden ones are left out of that search',
    }),
  },
  // A single type's first save creates it.
  admin: singleTypeAdmin(['create', 'read', 'update']),
});

export type SearchTuningData = DocumentData<(typeof searchTuningContentType)['fields']>;
