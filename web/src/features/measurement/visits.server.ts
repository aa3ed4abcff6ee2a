// Visits and the visits that led to a lead, counted by the web server so that a conversion can
// never pass 100 %:
// - A visit is counted once, from the first page view of a tab's visit (the page says so and
//   names the visit by a random identifier kept in its session storage; a reload or a repeated
//   beacon finds the identifier already counted and adds nothing).
// - The visit's keys (its day, landing page, campaign, utm source and medium, referrer) are kept
//   in the shared state for a day, never in the database.
// - A lead stored for that visit is counted with the same keys, and the first one also as a
//   "visit with a lead" on the visit's own day. A lead whose visit was never counted (no script,
//   a blocked beacon, a visit older than a day) counts its visit at the same moment, with the
//   lead's own context as its keys. So every visit-with-a-lead has a visit with identical keys,
//   and there is at most one per visit: for any day and any breakdown, converted <= visits.
import { randomBytes } from 'node:crypto';
import { campaignCodeOf } from '@ironbark/shared/forms/lead-field-rules';
import { VISIT_ID_PATTERN, recordedUtm, type RecordedEvent } from '@ironbark/shared/measurement/events';
import type { SharedState } from '../../../server/shared-state.server.js';
import { siteDay } from '@ironbark/shared/time';

/** How long a visit's keys are kept for its leads (the beacon identifier lives in one tab's session). */
export const VISIT_KEEP_SECONDS = 26 * 3600;
const VISIT_ID = new RegExp(VISIT_ID_PATTERN);

/** What a visit is counted under; a lead of the visit and its conversion copy them. */
export interface VisitKeys {
  day: string;
  landing: string;
  campaign?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrerHost?: string;
}

/** A lead as measurement sees it (from the forms API, after it was stored or queued). */
export interface MeasuredLead {
  /** The form's key. */
  form: string;
  /** The visit identifier the form posted, if any (checked here). */
  visit?: unknown;
  /** The page whose call to action led to the form (the form's page without one). */
  sourcePage?: string;
  /** The form's own page. */
  landingPath?: string;
  campaign?: string;
  cta?: string;
  referrerHost?: string;
  firstUtmSource?: string;
  firstUtmMedium?: string;
  firstUtmCampaign?: string;
  /** A gated guide's page, when the form was its download form. */
  download?: string;
}

export type VisitState = Pick<SharedState, 'get' | 'set' | 'incr'>;
type State = VisitState;

const keysOf = (event: RecordedEvent): Omit<VisitKeys, 'day'> => ({
  landing: event.landing ?? event.path,
  ...(event.campaign ? { campaign: event.campaign } : {}),
  ...(event.utmSource ? { utmSource: event.utmSource } : {}),
  ...(event.utmMedium ? { utmMedium: event.utmMedium } : {}),
  ...(event.utmCampaign ? { utmCampaign: event.utmCampaign } : {}),
  ...(event.referrerHost ? { referrerHost: event.referrerHost } : {}),
});

/** The event fields of a visit's keys (the day is the event's own). */
function eventFields(keys: VisitKeys): Omit<RecordedEvent, 'type' | 'path' | 'at'> {
  const { day: _day, ...rest } = keys;
  return rest;
}

/** A moment on a day in the measurement's time zone: the start of the stored visit's day if the lead is later. */
function momentOn(day: string, at: Date): string {
  return siteDay(at) === day ? at.toISOString() : new Date(`${day}T12:00:00+10:00`).toISOString();
}

export function createVisits(state: State, prefix = 'measure') {
  const counted = (id: string) => `${prefix}:visit:${id}:n`;
  const keysKey = (id: string) => `${prefix}:visit:${id}`;
  const convertedKey = (id: string) => `${prefix}:visit:${id}:lead`;

  return {
    /**
     * The events of one page view: the view, and the visit when it is the first view of a visit
     * not counted yet. `beaconVisit` and `landing` are what the page said.
     */
    async pageView(view: RecordedEvent, beaconVisit: string | undefined, landing: boolean | undefined): Promise<RecordedEvent[]> {
      if (!landing || !beaconVisit || !VISIT_ID.test(beaconVisit)) return [view];
      // incr is the shared "first time?" test: one visit, however many instances or beacons.
      if ((await state.incr(counted(beaconVisit), VISIT_KEEP_SECONDS)) !== 1) return [view];
      const keys: VisitKeys = { day: siteDay(new Date(view.at)), ...keysOf(view) };
      await state.set(keysKey(beaconVisit), JSON.stringify(keys), VISIT_KEEP_SECONDS);
      return [view, { type: 'visit', path: keys.landing, at: view.at, ...eventFields(keys) }];
    },

    /** The events of one lead stored (or queued): the form sent, the lead, and its visit's conversion. */
    async lead(lead: MeasuredLead, at = new Date()): Promise<RecordedEvent[]> {
      const iso = at.toISOString();
      const page = lead.sourcePage ?? lead.landingPath ?? '/';
      const events: RecordedEvent[] = [{ type: 'form-send', path: lead.landingPath ?? page, form: lead.form, at: iso }];
      if (lead.download) events.push({ type: 'pdf-download', path: lead.download, at: iso, ...(lead.campaign ? { campaign: lead.campaign } : {}) });

      const id = typeof lead.visit === 'string' && VISIT_ID.test(lead.visit) ? lead.visit : null;
      let keys = id ? await readKeys(id) : null;
      let newVisit = false;
      if (!keys) {
        // The visit was never counted (or is older than a day): it is counted now, from the
        // lead's own context, so its conversion has a visit to belong to.
        const utm = recordedUtm({ source: lead.firstUtmSource, medium: lead.firstUtmMedium, campaign: lead.firstUtmCampaign });
        const campaign = lead.campaign ?? (utm.utmCampaign ? (campaignCodeOf(utm.utmCampaign) ?? undefined) : undefined);
        keys = { day: siteDay(at), landing: page, ...(campaign ? { campaign } : {}), ...utm, ...(lead.referrerHost ? { referrerHost: lead.referrerHost } : {}) };
        // With an identifier, later leads of the same visit find these keys; another instance
        // that counted the same visit a moment ago wins, and its keys are used.
        newVisit = !id || (await state.incr(counted(id), VISIT_KEEP_SECONDS)) === 1;
        if (id && newVisit) await state.set(keysKey(id), JSON.stringify(keys), VISIT_KEEP_SECONDS);
        else if (id) keys = (await readKeys(id)) ?? keys;
        if (newVisit) events.push({ type: 'visit', path: keys.landing, at: iso, ...eventFields(keys) });
      }
      // The lead counts under its visit's keys (its campaign, when the visit had none).
      const leadFields = eventFields(keys);
      if (!leadFields.campaign && lead.campaign) leadFields.campaign = lead.campaign;
      events.push({ type: 'lead', path: page, at: iso, form: lead.form, ...(lead.cta ? { cta: lead.cta } : {}), ...leadFields });
      // The first lead of the visit converts it, on the visit's day, with the visit's keys.
      const first = id ? (await state.incr(convertedKey(id), VISIT_KEEP_SECONDS)) === 1 : true;
      if (first || newVisit) events.push({ type: 'visit-converted', path: keys.landing, at: newVisit ? iso : momentOn(keys.day, at), ...eventFields(keys) });
      return events;
    },
  };

  async function readKeys(id: string): Promise<VisitKeys | null> {
    const raw = await state.get(keysKey(id));
    if (!raw) return null;
    try {
      const keys = JSON.parse(raw) as VisitKeys;
      return typeof keys.day === 'string' && typeof keys.landing === 'string' ? keys : null;
    } catch {
      return null;
    }
  }
}

export type Visits = ReturnType<typeof createVisits>;

/** A new visit identifier (the browser makes its own; this one is for tests and the demo data). */
export function newVisitId(): string {
  return randomBytes(16).toString('base64url');
}
