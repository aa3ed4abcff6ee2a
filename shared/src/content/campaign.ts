// A marketing campaign (collection type "campaign"): its code is what a tagged link's
// utm_campaign, a form's hidden campaign and a call to action's data-campaign carry. The
// measurement dashboard counts visits, leads and conversion by listed campaign; a code that
// matches none is counted as "unlisted", so a typo or a made-up code never becomes a campaign.
// Editors build tagged links to a page for a campaign in the admin (Measurement > Campaign links).
import { defineContentType, type SelectionData } from '../schema/content-type.js';
import { date, enumeration, string, text } from '../schema/fields.js';
import { LEAD_LIMITS } from '../forms/lead-field-rules.js';
import { CAMPAIGN_CODE_PATTERN } from './patterns.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

/** Where a campaign runs; the link builder suggests the matching utm_medium. */
export const CAMPAIGN_CHANNELS = ['paid-social', 'paid-search', 'email', 'events', 'partner', 'display', 'organic-social', 'print', 'other'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_CHANNEL_LABELS: Record<CampaignChannel, string> = {
  'paid-social': 'Paid social',
  'paid-search': 'Paid search',
  email: 'Email',
  events: 'Events',
  partner: 'Partner',
  display: 'Display advertising',
  'organic-social': 'Organic social',
  print: 'Print and out of home',
  other: 'Other',
};

export const campaignContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'campaign',
  pluralName: 'campaigns',
  displayName: CONTENT_TYPE_EDITORIAL.campaign.label,
  description: 'Marketing campaigns: their codes group visits, leads and conversion on the measurement dashboard',
  draftAndPublish: false,
  fields: {
    name: string({ label: 'Name', required: true, max: 120, placeholder: 'SD-WAN LinkedIn push, Q1 2027', width: 6 }),
    code: string({
      label: 'Code',
      required: true,
      unique: true,
      max: LEAD_LIMITS.campaign,
      pattern: CAMPAIGN_CODE_PATTERN,
      patternMessage: 'Lower-case words and digits joined by hyphens, e.g. q1-sdwan-linkedin',
      description: "The utm_campaign of the campaign's links (lower case, hyphens); counted as typed",
      placeholder: 'q1-sdwan-linkedin',
      width: 6,
    }),
    channel: enumeration(CAMPAIGN_CHANNELS, { default: 'other', label: 'Channel', labels: CAMPAIGN_CHANNEL_LABELS, width: 4 }),
    startsOn: date({ label: 'Starts on', width: 4 }),
    endsOn: date({ label: 'Ends on', width: 4 }),
    notes: text({ label: 'Notes', max: 2000, description: 'Budget, audience, creative: anything the team should know' }),
  },
  admin: {
    mainField: 'name',
    listColumns: ['name', 'code', 'channel', 'startsOn', 'endsOn'],
    sort: { by: 'startsOn', order: 'DESC' },
    pageSize: 50,
    editorActions: ['create', 'read', 'update', 'delete'],
  },
});

export const campaignSchema = campaignContentType.select(['name', 'code', 'channel', 'startsOn', 'endsOn'], { required: ['name', 'code', 'channel'] });
export type Campaign = SelectionData<(typeof campaignContentType)['fields'], 'name' | 'code' | 'channel' | 'startsOn' | 'endsOn', 'name' | 'code' | 'channel'>;
