// Marks where a search term occurs in a text. The text stays text: it is split into plain
// strings and <mark> elements, never parsed as HTML. Matching ignores case, accents and
// punctuation the way the search does (shared/src/search/normalise.ts), so "wifi" marks "Wi-Fi";
// each word of a longer term is marked on its own.
import { foldText, queryWords } from '@ironbark/shared/search/normalise';

type Range = [start: number, end: number];

/** The text's letters and digits, folded, each with the span of the original text it came from. */
function compactWithSpans(text: string): { compact: string; spans: Range[] } {
  let compact = '';
  const spans: Range[] = [];
  let at = 0;
  for (const char of text) {
    for (const c of foldText(char)) {
      if (/[\p{L}\p{N}]/u.test(c)) {
        compact += c;
        spans.push([at, at + char.length]);
      }
    }
    at += char.length;
  }
  return { compact, spans };
}

function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

function matchRanges(text: string, term: string): Range[] {
  const ranges: Range[] = occurrences(text.toLowerCase(), term.toLowerCase()).map((at) => [at, at + term.length]);
  const { compact, spans } = compactWithSpans(text);
  for (const word of queryWords(term)) {
    for (const at of occurrences(compact, word)) ranges.push([spans[at]![0], spans[at + word.length - 1]![1]]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping ranges become one; back-to-back ones stay separate marks.
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] < last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

export function splitForHighlight(text: string, term: string): { text: string; match: boolean }[] {
  if (!term) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (const [start, end] of matchRanges(text, term)) {
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

export function Highlight({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitForHighlight(text, term).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
