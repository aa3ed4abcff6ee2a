import { describe, expect, it } from 'vitest';
import type { SearchItem, SourceResult } from './item.js';
import { mergeResults } from './merge.js';

function item(kind: SearchItem['kind'], title: string, extra: Partial<SearchItem> = {}): SearchItem {
  return { kind, title, description: '', url: `/${kind}/${title.toLowerCase().replace(/\W+/g, '-')}`, ...extra };
}

function source(items: SearchItem[], total = items.length): SourceResult {
  return { items, total };
}

describe('mergeResults', () => {
  it('ranks both sources together by relevance, not pages first', () => {
    const pages = source([item('page', 'Fair use policy', { description: 'SD-WAN services may be used fairly.' }), item('page', 'Managed SD-WAN', { shortTitle: 'SD-WAN' })]);
    const resources = source([item('resource', 'Ten questions before you buy SD-WAN'), item('resource', 'Radio news', { keywords: 'sd-wan' })]);
    const merged = mergeResults(pages, resources, 'sd-wan');
    expect(merged.items.map((i) => i.title)).toEqual(['Managed SD-WAN', 'Ten questions before you buy SD-WAN', 'Radio news', 'Fair use policy']);
  });

  it('adds up both totals even when each list was cut to the suggestion limit', () => {
    const five = (kind: SearchItem['kind']) => Array.from({ length: 5 }, (_, i) => item(kind, `Cloud ${kind} ${i}`));
    const merged = mergeResults(source(five('page'), 13), source(five('resource'), 42), 'cloud');
    expect(merged.items).toHaveLength(10);
    expect(merged.total).toBe(55);
  });

  it('keeps every item a source chose, even one the ranking cannot place', () => {
    const merged = mergeResults(source([]), source([item('resource', 'Untitled'), item('resource', 'Cloud backup')], 7), 'cloud');
    expect(merged.items.map((i) => i.title)).toEqual(['Cloud backup', 'Untitled']);
    expect(merged.total).toBe(7);
  });
});
