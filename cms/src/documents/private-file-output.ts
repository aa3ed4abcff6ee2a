// The content API never shows where a private file (a gated guide's PDF, private-files.ts) is
// kept. Registered as a content-API output sanitiser, it runs on every answer Strapi sanitises,
// whatever the route, the populate or the fields asked for: any object whose url is a private
// file's loses the url (an empty string, so readers that expect a string still get one) and
// everything else that names its place (hash, provider metadata, formats, preview). Name, type
// and size stay: the site shows them beside the download link.
//
// The storage is the lock, this is the blind: even a leaked name serves nothing (the private
// folder is not served; the private objects need the CMS's credentials).
import type { Core } from '@strapi/strapi';
import { PRIVATE_URL_PREFIX } from './private-files';

const PLACE_FIELDS = ['hash', 'provider_metadata', 'formats', 'previewUrl'] as const;

export function hidePrivateFiles(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(hidePrivateFiles);
  // Only plain objects are walked: dates and buffers pass as they are.
  if (!data || typeof data !== 'object' || ![Object.prototype, null].includes(Object.getPrototypeOf(data))) return data;
  const out: Record<string, unknown> = {};
  const source = data as Record<string, unknown>;
  const isPrivate = typeof source.url === 'string' && source.url.startsWith(PRIVATE_URL_PREFIX);
  for (const [key, value] of Object.entries(source)) {
    if (isPrivate && key === 'url') out[key] = '';
    else if (isPrivate && (PLACE_FIELDS as readonly string[]).includes(key)) continue;
    else out[key] = hidePrivateFiles(value);
  }
  return out;
}

export function registerPrivateFileOutput(strapi: Core.Strapi) {
  // Strapi types the sanitiser as lodash's curried function; a one-argument function is one.
  type Sanitizer = Parameters<typeof strapi.sanitizers.add>[1];
  const sanitizer = (() => async (data: unknown) => hidePrivateFiles(data)) as unknown as Sanitizer;
  strapi.sanitizers.add('content-api.output', sanitizer);
}
