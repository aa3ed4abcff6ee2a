// Which earlier builds' files a web build keeps (kept-builds.mjs, decision record 0018).
import { describe, expect, it } from 'vitest';
import { buildId, keptFiles, nextHistory } from './kept-builds.mjs';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 28) - daysAgo * DAY).toISOString();
const now = Date.UTC(2026, 10, 28);
const build = (id: string, daysAgo: number, files = [`${id}.js`]) => ({ id, at: at(daysAgo), files });

describe('kept builds', () => {
  it('a build id depends on the content only', () => {
    expect(buildId(['a', 'b'])).toBe(buildId(['a', 'b']));
    expect(buildId(['a', 'b'])).not.toBe(buildId(['a', 'c']));
    expect(buildId(['ab', ''])).not.toBe(buildId(['a', 'b']));
    expect(buildId(['x'])).toMatch(/^[0-9a-f]{12}$/);
  });

  it('keeps the last builds, and older ones replaced less than keepDays ago', () => {
    const history = [build('a', 30), build('b', 20), build('c', 10), build('d', 2), build('e', 1)];
    const next = nextHistory(history, build('f', 0), { keepBuilds: 3, keepDays: 7, now });
    // d, e, f are the last three; c was replaced by d two days ago (under 7): kept; a and b went long ago.
    expect(next.map((b) => b.id)).toEqual(['c', 'd', 'e', 'f']);
    expect([...keptFiles(next)].sort()).toEqual(['c.js', 'd.js', 'e.js', 'f.js']);
  });

  it('building the same source again is one build, not two', () => {
    const next = nextHistory([build('a', 3), build('b', 1)], build('b', 0), { keepBuilds: 2, keepDays: 0, now });
    expect(next.map((b) => b.id)).toEqual(['a', 'b']);
  });

  it('keeps every build replaced within the window, however many', () => {
    const history = Array.from({ length: 10 }, (_, i) => build(`b${i}`, 10 - i));
    expect(nextHistory(history, build('new', 0), { keepBuilds: 1, keepDays: 30, now })).toHaveLength(11);
    expect(nextHistory(history, build('new', 0), { keepBuilds: 1, keepDays: 0, now }).map((b) => b.id)).toEqual(['new']);
  });
});
