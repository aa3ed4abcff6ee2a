// Old or short addresses sent on to a page (collection type "redirect"), applied by the site on
// every request.
import { defineContentType, type SelectionData } from '../schema/content-type.js';
import { enumeration, string } from '../schema/fields.js';
import { REDIRECT_FROM_PATTERN, REDIRECT_TO_PATTERN } from './patterns.js';

export const redirectContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'redirect',
  pluralName: 'redirects',
  displayName: 'Redirect',
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
  },
  admin: {
    mainField: 'from',
    listColumns: ['from', 'to', 'type'],
    sort: { by: 'from', order: 'ASC' },
    pageSize: 50,
    editorActions: ['create', 'read', 'update', 'delete'],
  },
});

export const redirectSchema = redirectContentType.select(['from', 'to', 'type'], { required: ['from', 'to', 'type'] });
export type Redirect = SelectionData<(typeof redirectContentType)['fields'], 'from' | 'to' | 'type', 'from' | 'to' | 'type'>;
