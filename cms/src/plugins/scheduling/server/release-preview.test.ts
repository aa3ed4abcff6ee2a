// The release preview's links, as the CMS signs them for an admin and checks them when the web
// asks what a release changes: a good link names its release; an expired one is told apart (410)
// from an altered one or one of another kind (403).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signPreviewLink } from '@ironbark/shared/preview/signed-link';
import { releaseIdOfLink, releasePreviewUrl } from './release-preview';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const saved = { secret: process.env.PREVIEW_SECRET, web: process.env.WEB_URL };

beforeEach(() => {
  process.env.PREVIEW_SECRET = 'release-preview-secret-0123456789';
  process.env.WEB_URL = 'https://www.example.com.au/';
});
afterEach(() => {
  for (const [key, value] of [['PREVIEW_SECRET', saved.secret], ['WEB_URL', saved.web]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('release preview links', () => {
  it('lead to the web preview of the home page, signed for the release, and are checked back to its id', () => {
    const url = releasePreviewUrl(42, NOW);
    expect(url.startsWith('https://www.example.com.au/preview?kind=release&ref=42&exp=')).toBe(true);
    expect(url).not.toContain(process.env.PREVIEW_SECRET);
    expect(query(url).path).toBe('/');
    expect(releaseIdOfLink(query(url), NOW + 1000)).toEqual({ ok: true, id: 42 });
  });

  it('refuse an expired link with 410, an altered one or one of another kind with 403', () => {
    const good = query(releasePreviewUrl(42, NOW));
    expect(releaseIdOfLink(good, NOW + 61 * 60_000)).toMatchObject({ ok: false, status: 410 });
    expect(releaseIdOfLink({ ...good, ref: '43' }, NOW)).toMatchObject({ ok: false, status: 403 });
    expect(releaseIdOfLink({}, NOW)).toMatchObject({ ok: false, status: 403 });
    const page = signPreviewLink({ kind: 'page', ref: '42', expiresAt: NOW + 60_000 }, process.env.PREVIEW_SECRET!);
    expect(releaseIdOfLink({ ...page }, NOW)).toMatchObject({ ok: false, status: 403 });
    const notAnId = signPreviewLink({ kind: 'release', ref: '/about-us', expiresAt: NOW + 60_000 }, process.env.PREVIEW_SECRET!);
    expect(releaseIdOfLink({ ...notAnId }, NOW)).toMatchObject({ ok: false, status: 403 });
  });
});
