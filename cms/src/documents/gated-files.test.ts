import { describe, expect, it } from 'vitest';
import { wantedPrivacy } from './gated-files';
import { hidePrivateFiles } from './private-file-output';

describe('which files are private', () => {
  it('a file any version offers gated is private; one offered only openly is public; one nobody offers is left as it is', () => {
    const { hide, show } = wantedPrivacy([
      // A guide whose draft was gated before its publish: private at once.
      { gated: true, doc: { id: 1 } },
      { gated: false, doc: { id: 1 } },
      { gated: false, doc: { id: 2 } },
      { gated: true, doc: { id: 3 } },
      { gated: false, doc: null },
    ]);
    expect([...hide].sort()).toEqual([1, 3]);
    expect([...show]).toEqual([2]);
  });
});

describe('the content API never shows where a private file is', () => {
  it('blanks the url and drops what names its place, however deep it is populated', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    const out = hidePrivateFiles({
      data: [
        {
          title: 'Guide',
          updatedAt: when,
          doc: { id: 7, name: 'guide.pdf', size: 120, url: 'private:guide_abc.pdf', hash: 'guide_abc', provider_metadata: { gated: { publicUrl: '/uploads/guide_abc.pdf' } } },
          cover: { id: 8, url: '/uploads/cover.jpg', hash: 'cover' },
        },
      ],
    }) as { data: Record<string, unknown>[] };
    expect(out.data[0]!.doc).toEqual({ id: 7, name: 'guide.pdf', size: 120, url: '' });
    expect(out.data[0]!.cover).toEqual({ id: 8, url: '/uploads/cover.jpg', hash: 'cover' });
    expect(out.data[0]!.updatedAt).toBe(when);
    expect(JSON.stringify(out)).not.toContain('guide_abc');
  });
});
