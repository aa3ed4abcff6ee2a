// What an editor may schedule: a publish and/or unpublish of an entry of a schedulable type, each
// at an exact time (ISO 8601 with its offset: the admin turns Sydney time into UTC) from now on,
// the unpublish after the publish. Each refusal names its field and says what to do.
import { formatDateTimeWithZone } from '@ironbark/shared/time';
import { uidsWith } from '@ironbark/shared/content/content-type-uids';

export const SCHEDULABLE: string[] = uidsWith('scheduling');
const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Latest time that may be scheduled, from now. */
const MAX_AHEAD_MS = 5 * 366 * 86_400_000;

export interface ScheduleRequest {
  uid: string;
  documentId: string;
  locale: string | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

export type Checked = { ok: true; value: ScheduleRequest } | { ok: false; field: string; message: string };


function time(value: unknown, field: string, label: string, now: Date): { ok: true; value: Date | null } | { ok: false; field: string; message: string } {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value) || Number.isNaN(Date.parse(value))) {
    return { ok: false, field, message: `${label}: give a date and time like 2026-03-02T09:00:00+11:00` };
  }
  const d = new Date(value);
  if (d.getTime() <= now.getTime()) {
    return { ok: false, field, message: `${label} (${formatDateTimeWithZone(d)}) is in the past: choose a time from now on` };
  }
  if (d.getTime() - now.getTime() > MAX_AHEAD_MS) return { ok: false, field, message: `${label}: choose a time within five years` };
  return { ok: true, value: d };
}

/**
 * Checks a schedule request. `latestPublish` is the latest publish already scheduled for the entry
 * (an unpublish on its own must come after it).
 */
export function checkSchedule(body: unknown, now: Date, latestPublish: Date | null = null): Checked {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.uid !== 'string' || !SCHEDULABLE.includes(b.uid)) {
    return { ok: false, field: 'uid', message: 'Only pages, resources, the navigation and the global settings can be scheduled' };
  }
  if (typeof b.documentId !== 'string' || !DOCUMENT_ID.test(b.documentId)) {
    return { ok: false, field: 'documentId', message: 'Save the entry first: it has no document id yet' };
  }
  if (b.locale !== undefined && b.locale !== null && (typeof b.locale !== 'string' || !/^[a-zA-Z-]{2,20}$/.test(b.locale))) {
    return { ok: false, field: 'locale', message: 'locale: not a locale code' };
  }
  const publishAt = time(b.publishAt, 'publishAt', 'Publish at', now);
  if (!publishAt.ok) return publishAt;
  const unpublishAt = time(b.unpublishAt, 'unpublishAt', 'Unpublish at', now);
  if (!unpublishAt.ok) return unpublishAt;
  if (!publishAt.value && !unpublishAt.value) {
    return { ok: false, field: 'publishAt', message: 'Give a time to publish at, to unpublish at, or both' };
  }
  const publishBefore = publishAt.value ?? latestPublish;
  if (unpublishAt.value && publishBefore && unpublishAt.value.getTime() <= publishBefore.getTime()) {
    return {
      ok: false,
      field: 'unpublishAt',
      message: `Unpublish at (${formatDateTimeWithZone(unpublishAt.value)}) must be after publish at (${formatDateTimeWithZone(publishBefore)})`,
    };
  }
  return {
    ok: true,
    value: { uid: b.uid, documentId: b.documentId, locale: typeof b.locale === 'string' ? b.locale : null, publishAt: publishAt.value, unpublishAt: unpublishAt.value },
  };
}
