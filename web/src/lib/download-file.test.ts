import { describe, expect, it } from 'vitest';
import { timestampedName } from './download-file';

// Local time, as the function reads it: 14 May 2024, 09:30:05.
const at = new Date(2024, 4, 14, 9, 30, 5);

describe('timestampedName', () => {
  it('adds the date and time before the extension', () => {
    expect(timestampedName('network-brief.pdf', at)).toBe('network-brief-20240514-093005.pdf');
  });

  it('pads single-digit months, days, hours, minutes and seconds', () => {
    expect(timestampedName('a.pdf', new Date(2025, 0, 2, 3, 4, 5))).toBe('a-20250102-030405.pdf');
  });

  it('uses the 24-hour clock', () => {
    expect(timestampedName('a.pdf', new Date(2024, 11, 31, 23, 59, 58))).toBe('a-20241231-235958.pdf');
  });

  it('replaces spaces, brackets and other strange characters by single hyphens', () => {
    expect(timestampedName('Network Brief (Final) v2!.pdf', at)).toBe('Network-Brief-Final-v2-20240514-093005.pdf');
    expect(timestampedName('Résumé 2024.pdf', at)).toBe('R-sum-2024-20240514-093005.pdf');
  });

  it('lower-cases the extension and strips characters that do not belong in one', () => {
    expect(timestampedName('brief.PDF', at)).toBe('brief-20240514-093005.pdf');
    expect(timestampedName('brief.p"d f', at)).toBe('brief-20240514-093005.pdf');
  });

  it('keeps only the last extension', () => {
    expect(timestampedName('archive.tar.gz', at)).toBe('archive-tar-20240514-093005.gz');
  });

  it('adds no extension to a name without one', () => {
    expect(timestampedName('README', at)).toBe('README-20240514-093005');
  });

  it('treats a leading dot as part of the name, not an extension', () => {
    expect(timestampedName('.env', at)).toBe('env-20240514-093005');
  });

  it('falls back to "download" when nothing usable is left of the name', () => {
    expect(timestampedName('???.pdf', at)).toBe('download-20240514-093005.pdf');
    expect(timestampedName('', at)).toBe('download-20240514-093005');
  });

  it('never produces a path: slashes and parent-folder steps are removed', () => {
    for (const name of ['../../etc/passwd', 'C:\\Windows\\system.ini', 'a/b/c.pdf']) {
      const result = timestampedName(name, at);
      expect(result, name).not.toMatch(/[/\\]/);
      expect(result, name).not.toContain('..');
    }
  });
});
