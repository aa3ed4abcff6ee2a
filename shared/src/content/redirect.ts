// Old or short addresses sent on to a page (collection type "redirect"), applied by the site on
// every request. What a redirect may do (no sign-in or staff path as its start, no other website
// unless allowed) is in redirect-rules.ts.
import { defineContentType, type SelectionData } from '../schema/content-type.js';
import { boolean, enumeration, string } from '../schema/fields.js';
import { REDIRECT_FROM_PATTERN, REDIRECT_TO_PATTERN } from './patterns.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

export const redirectContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'redirect',
  pluralName: 'redirects',
  displayName: CONTENT_TYPE_EDITORIAL.redirect.label,
  description: 'Old or short addresses sent on to a page, applied by the site on every request',
  draftAndPublish: false,
  fields: {
    from: string({
      label: 'From',
      required: true,
      unique: true,
      max: 200,
      pattern: REDIRECT_FROM_PATTERN,
      patternMessage: 'A site path without ? or #, e.g. /old-services',
      description: 'The old address on this site; upper and lower case are treated alike',
      placeholder: '/old-services',
    }),
    to: string({
      label: 'To',
      required: true,
      max: 300,
      pattern: REDIRECT_TO_PATTERN,
      patternMessage: 'A site path (/services) or a web address (https://…)',
      placeholder: '/services',
    }),
    type: enumeration(['permanent', 'temporary'], {
      default: 'permanent',
      label: 'Kind',
      description: 'Permanent (301) when the page has moved for good; temporary (302) otherwise',
    }),
    external: boolean({
      label: 'External website',
      default: false,
      description:
        'Tick to send visitors to another website (https:// only). Without it, "To" must be a page of this site or a host listed under "Redirect hosts" in Global settings',
    }),
  },
  admin: {
    mainField: 'from',
    listColumns: ['from', 'to', 'type'],
    sort: { by: 'from', order: 'ASC' },
    pageSize: 50,
    editorActions: ['create', 'read', 'update', 'delete'],
  },
});

export const redirectSchema = redirectContentType.select(['from', 'to', 'type', 'external'], { required: ['from', 'to', 'type', 'external'] });
export type Redirect = SelectionData<(typeof redirectContentType)['fields'], 'from' | 'to' | 'type' | 'external', 'from' | 'to' | 'type' | 'external'>;
