import { describe, expect, it } from 'vitest';
import { compareVersions } from './compare';
import { changeSummary, versionLabels, type LabelledRow } from './labels';

const hero = (heading: string, id = 1) => ({ __component: 'blocks.hero', id, heading });
const text = (heading: string, id: number) => ({ __component: 'blocks.rich-text', id, heading });
const v1 = { title: 'About us', path: '/about', blocks: [hero('About'), text('History', 2), text('Team', 3)] };
const v2 = { ...v1, title: 'About Ironbark', blocks: [hero('About'), text('Our history', 2), text('Our team', 3)] };

const row = (over: Partial<LabelledRow> & { id: number; snapshot: Record<string, unknown> }): LabelledRow => ({
  kind: 'publish',
  authorName: 'Dana Editor',
  createdAt: '2026-11-28T23:42:05.000Z',
  updatedAt: '2026-11-28T23:42:05.000Z',
  ...over,
});

describe('changeSummary', () => {
  it('names the changed fields and the blocks by position, as ranges', () => {
    expect(changeSummary(compareVersions(v1, v2))).toBe('Changed: title, blocks 2-3');
    expect(changeSummary(compareVersions(v1, { ...v1, blocks: [hero('About'), text('History', 2)] }))).toBe('Changed: block 3');
    expect(changeSummary(compareVersions(v1, { ...v1, seo: { metaTitle: 'x' } }))).toBe('Changed: seo');
    expect(changeSummary(compareVersions(v1, v1))).toBe('No changes');
  });
});

describe('versionLabels', () => {
  it('labels each version with its kind, the time to the second in Sydney time, the author and what changed', () => {
    const labels = versionLabels(
      [
        row({ id: 3, snapshot: v2, createdAt: '2026-11-28T23:42:05.000Z' }),
        row({ id: 2, kind: 'draft', snapshot: v1, createdAt: '2026-11-28T23:30:00.000Z', updatedAt: '2026-11-28T23:41:59.000Z', authorName: null }),
      ],
      true,
    );
    expect(labels.map((l) => [l.id, l.summary])).toEqual([
      [3, 'Changed: title, blocks 2-3'],
      [2, 'First version'],
    ]);
    // 23:42:05 UTC is 10:42:05 am the next day in Sydney (daylight time); a draft's time is its last save.
    expect(labels[0]!.label).toMatch(/^Published 29 Nov 2026,? 10:42:05\s?am by Dana Editor · Changed: title, blocks 2-3$/);
    expect(labels[1]!.label).toMatch(/^Draft saved 29 Nov 2026,? 10:41:59\s?am by the system · First version$/);
    expect(versionLabels([row({ id: 9, snapshot: v1 })], false)[0]!.summary).toBe('Oldest version kept');
  });

  it('never gives two versions the same label', () => {
    const labels = versionLabels([row({ id: 5, snapshot: v1 }), row({ id: 4, snapshot: v1 }), row({ id: 3, snapshot: v1 })], true).map((l) => l.label);
    expect(new Set(labels).size).toBe(3);
    expect(labels[0]).toMatch(/^Published .+ by Dana Editor · No changes \(2\)$/);
    expect(labels[2]).toMatch(/· First version$/);
  });
});
