import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it('keeps a path, its query and its fragment', () => {
    expect(safeLocalPath('/services/cloud-services')).toBe('/services/cloud-services');
    expect(safeLocalPath('/resources?type=news&page=2#list')).toBe('/resources?type=news&page=2#list');
  });

  it('collapses leading slashes and backslashes into one slash', () => {
    expect(safeLocalPath('//evil.example/')).toBe('/evil.example/');
    expect(safeLocalPath('/\\evil.example/')).toBe('/evil.example/');
    expect(safeLocalPath('\\\\evil.example')).toBe('/evil.example');
    expect(safeLocalPath('///\\//2130706433')).toBe('/2130706433');
  });

  it('refuses absolute URLs, schemes and anything not starting with a slash', () => {
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', 'evil.example', 'mailto:a@b.au', '', ' /x']) {
      expect(safeLocalPath(bad)).toBe('/');
    }
  });

  it('refuses control characters (CR, LF, tab, NUL) that could split a header or hide a host', () => {
    for (const bad of ['/a\r\nSet-Cookie: x=1', '/\t/evil.example', '/a\u0000b']) expect(safeLocalPath(bad)).toBe('/');
  });

  it('refuses non-strings and over-long input, and uses the given fallback', () => {
    expect(safeLocalPath(undefined)).toBe('/');
    expect(safeLocalPath(['/a'])).toBe('/');
    expect(safeLocalPath(`/${'a'.repeat(2001)}`)).toBe('/');
    expect(safeLocalPath('https://evil.example', '/resources-manage')).toBe('/resources-manage');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeLocalPath('/a/../../b')).toBe('/b');
    expect(safeLocalPath('/..//evil.example')).not.toMatch(/^\/\//);
  });
});
