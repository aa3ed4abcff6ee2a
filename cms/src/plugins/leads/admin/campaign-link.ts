// The tagged link of a campaign (Campaign links page): a page of the site with utm_source,
// utm_medium, utm_campaign (the campaign's code) and an optional utm_content, each value
// percent-encoded. What a visit through the link is counted under on the measurement dashboard.
import { CAMPAIGN_CHANNELS, type CampaignChannel } from '@ironbark/shared/content/campaign';
import { LEAD_LIMITS } from '@ironbark/shared/forms/lead-field-rules';

/** Longest utm_* value the site keeps. */
export const UTM_MAX_LENGTH = LEAD_LIMITS.utm;

export interface LinkParts {
  siteUrl: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  content?: string;
}

/** A source or medium as the dashboard counts it: lower case, words joined by hyphens. */
export function tagValue(value: string): string {
  return value.toLowerCase().trim().replace(/\s+/g, '-').slice(0, UTM_MAX_LENGTH);
}

/** The full link, or null while a part it needs is missing. */
export function campaignLink({ siteUrl, path, source, medium, campaign, content }: LinkParts): string | null {
  const s = tagValue(source);
  const m = tagValue(medium);
  const c = (content ?? '').trim().slice(0, UTM_MAX_LENGTH);
  if (!path.startsWith('/') || s === '' || m === '' || campaign === '') return null;
  const query = [
    ['utm_source', s],
    ['utm_medium', m],
    ['utm_campaign', campaign],
    ...(c ? [['utm_content', c]] : []),
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
  return `${siteUrl.replace(/\/+$/, '')}${path}?${query}`;
}

/** The utm_medium suggested for a campaign's channel. */
export const MEDIUM_OF_CHANNEL: Record<CampaignChannel, string> = {
  'paid-social': 'paid-social',
  'paid-search': 'cpc',
  email: 'email',
  events: 'event',
  partner: 'referral',
  display: 'display',
  'organic-social': 'social',
  print: 'print',
  other: '',
};

/** Sources often used with a channel (first: the suggestion). */
export const SOURCES_OF_CHANNEL: Record<CampaignChannel, string[]> = {
  'paid-social': ['linkedin', 'facebook', 'instagram', 'x'],
  'paid-search': ['google', 'bing'],
  email: ['newsletter', 'hubspot', 'mailchimp'],
  events: ['event-stand', 'event-slides'],
  partner: ['partner-site'],
  display: ['google-display', 'programmatic'],
  'organic-social': ['linkedin', 'facebook', 'youtube'],
  print: ['qr-code', 'brochure'],
  other: [],
};

export const SOURCE_SUGGESTIONS = ['linkedin', 'google', 'bing', 'facebook', 'instagram', 'youtube', 'newsletter', 'hubspot', 'partner-site', 'qr-code', 'event-stand'];
export const MEDIUM_SUGGESTIONS = ['paid-social', 'cpc', 'email', 'social', 'display', 'referral', 'event', 'print', 'affiliate'];

export function isChannel(value: unknown): value is CampaignChannel {
  return typeof value === 'string' && (CAMPAIGN_CHANNELS as readonly string[]).includes(value);
}
