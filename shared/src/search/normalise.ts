// How search text is compared, on every side (the header box, /search, the CMS's stored
// `searchText`): case, accents, punctuation and hyphens do not matter, so "wifi", "Wi-Fi" and
// "Wi Fi" are the same words and "sdwan" finds "SD-WAN". Free of dependencies so the CMS and the
// page bundle can use it.

/** Lower-case, without accents ("Café" → "cafe"). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Letters and digits only: "Wi-Fi 6E" → "wifi6e". The form substring matches are made in. */
export function compactText(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The words of a query: split at white space, each word without its punctuation, so "Wi-Fi"
 * and "wifi" are the same one word ("wifi") and "wi fi" is two.
 */
export function queryWords(term: string): string[] {
  return foldText(term)
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((w) => w !== '');
}

/**
 * The words of a text for the index: "SD-WAN" gives "sd", "wan" and "sdwan", so it is found by
 * "sd-wan", "sd wan" and "sdwan" alike. One-letter parts ("s" of "council's") are dropped.
 */
export function indexWords(text: string): string[] {
  const words: string[] = [];
  for (const chunk of foldText(text).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((p) => p !== '');
    for (const part of parts) if (part.length > 1 || /\d/.test(part)) words.push(part);
    if (parts.length > 1) words.push(parts.join(''));
  }
  return words;
}

/** The fields a resource is searched by. */
export interface SearchTextSource {
  title?: string | null;
  metaKeywords?: string | null;
  metaDescription?: string | null;
}

/**
 * The CMS's `searchText` for a resource: each field compacted, separated by a space so a match
 * never spans two fields. The site asks for `searchText $containsi compactText(term)`.
 */
export function searchTextFor(source: SearchTextSource): string {
  return [source.title, source.metaKeywords, source.metaDescription]
    .map((v) => compactText(v ?? ''))
    .filter((v) => v !== '')
    .join(' ');
}
