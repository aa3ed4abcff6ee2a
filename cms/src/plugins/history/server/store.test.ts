import { describe, expect, it } from 'vitest';
import { restoreMessage } from './restore';
import { DEFAULT_KEEP, keepVersions } from './store';

describe('HISTORY_KEEP_VERSIONS', () => {
  it('is 50 when unset or empty', () => {
    expect(keepVersions(undefined)).toBe(DEFAULT_KEEP);
    expect(keepVersions('')).toBe(50);
  });

  it('accepts a whole number from 1 to 1000', () => {
    expect(keepVersions('1')).toBe(1);
    expect(keepVersions('1000')).toBe(1000);
  });

  it.each(['0', '-3', '2.5', 'ten', '1001'])('refuses %s with a message naming the variable', (raw) => {
    expect(() => keepVersions(raw)).toThrow(`HISTORY_KEEP_VERSIONS must be a whole number from 1 to 1000 (versions kept per document); it is "${raw}"`);
  });
});

describe('restoreMessage', () => {
  it('says the version is in the draft and not published', () => {
    expect(restoreMessage({ droppedBlocks: [], missing: [] })).toBe('The version was put into the draft; it is not published until you publish it.');
  });

  it('names dropped blocks and missing files or entries', () => {
    expect(restoreMessage({ droppedBlocks: ['Block 3 (blocks.old: Offer)'], missing: ['file hero.jpg'] }, 'a new draft')).toBe(
      'The version was put into a new draft; it is not published until you publish it. Left out because their block type no longer exists: Block 3 (blocks.old: Offer). No longer exist and were left empty: file hero.jpg.',
    );
  });
});
