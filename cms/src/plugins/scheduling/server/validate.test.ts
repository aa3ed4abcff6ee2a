import { describe, expect, it } from 'vitest';
import { checkSchedule } from './validate';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const now = new Date('2026-03-01T00:00:00Z');
const page = { uid: CONTENT_TYPE_UIDS.page, documentId: 'abcdefghij0123456789' };

describe('checkSchedule', () => {
  it('accepts a publish, an unpublish after it, or either alone, in any offset', () => {
    expect(checkSchedule({ ...page, publishAt: '2026-03-02T09:00:00+11:00', unpublishAt: '2026-03-09T09:00:00+11:00' }, now)).toMatchObject({
      ok: true,
      value: { publishAt: new Date('2026-03-01T22:00:00Z'), unpublishAt: new Date('2026-03-08T22:00:00Z'), locale: null },
    });
    expect(checkSchedule({ ...page, unpublishAt: '2026-03-02T00:00:00Z' }, now)).toMatchObject({ ok: true, value: { publishAt: null } });
  });

  it('refuses a time in the past, naming it in Sydney time', () => {
    expect(checkSchedule({ ...page, publishAt: '2026-02-28T23:00:00Z' }, now)).toEqual({
      ok: false,
      field: 'publishAt',
      message: 'Publish at (1 Mar 2026, 10:00 am Sydney time) is in the past: choose a time from now on',
    });
    expect(checkSchedule({ ...page, unpublishAt: now.toISOString() }, now)).toMatchObject({ ok: false, field: 'unpublishAt' });
  });

  it('refuses an unpublish at or before the publish, given or already scheduled', () => {
    expect(checkSchedule({ ...page, publishAt: '2026-03-05T00:00:00Z', unpublishAt: '2026-03-05T00:00:00Z' }, now)).toMatchObject({ ok: false, field: 'unpublishAt' });
    const scheduled = new Date('2026-03-10T00:00:00Z');
    const res = checkSchedule({ ...page, unpublishAt: '2026-03-09T00:00:00Z' }, now, scheduled);
    expect(res).toMatchObject({ ok: false, field: 'unpublishAt' });
    expect(!res.ok && res.message).toMatch(/^Unpublish at \(9 Mar 2026, 11:00 am Sydney time\) must be after publish at \(10 Mar 2026, 11:00 am Sydney time\)$/);
  });

  it('refuses what is not a schedulable entry or an exact time', () => {
    expect(checkSchedule({ ...page, uid: CONTENT_TYPE_UIDS.redirect, publishAt: '2026-03-02T00:00:00Z' }, now)).toMatchObject({ field: 'uid' });
    expect(checkSchedule({ ...page, documentId: '../x', publishAt: '2026-03-02T00:00:00Z' }, now)).toMatchObject({ field: 'documentId' });
    expect(checkSchedule({ ...page, publishAt: '2026-03-02T09:00' }, now)).toMatchObject({ field: 'publishAt' });
    expect(checkSchedule({ ...page, publishAt: 1772409600000 }, now)).toMatchObject({ field: 'publishAt' });
    expect(checkSchedule({ ...page }, now)).toMatchObject({ field: 'publishAt', message: 'Give a time to publish at, to unpublish at, or both' });
    expect(checkSchedule({ ...page, publishAt: '2036-03-02T00:00:00Z' }, now)).toMatchObject({ field: 'publishAt', message: 'Publish at: choose a time within five years' });
    expect(checkSchedule(null, now)).toMatchObject({ field: 'uid' });
  });
});
