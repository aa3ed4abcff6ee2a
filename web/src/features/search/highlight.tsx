// Marks where a search term occurs in a text. The text stays text: it is split into plain
// strings and <mark> elements, never parsed as HTML.
export function splitForHighlight(text: string, term: string): { text: string; match: boolean }[] {
  if (!term) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  const needle = term.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
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
