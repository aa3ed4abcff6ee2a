// What the edit view's form holds, as the CMS's API would answer with it, for the live preview.
// The form is the document as the content manager read it (media, components and dynamic-zone
// items in the API's shape) plus its own bookkeeping: every list item carries a __temp_key__,
// and an item added since the last save has no id yet. Blocks need an id (their HTML ids and
// the data they ask for are keyed by it), so a new one gets a negative id no saved block has.
// The page's path is the one the signed link names, whatever is typed: the link says what is
// previewed, and the address only changes when it is saved.

export class BadLiveBody extends Error {
  override name = 'BadLiveBody';
}

const BOOKKEEPING = new Set(['__temp_key__']);
/** Deeper than any page the block definitions allow (page › block › list › item › link). */
const MAX_DEPTH = 12;

function clean(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new BadLiveBody('The page is nested too deeply');
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!BOOKKEEPING.has(key)) out[key] = clean(item, depth + 1);
  return out;
}

/** The page the preview shows for the form's `values` of the page at `path`. */
export function pageFromFormValues(values: unknown, path: string): Record<string, unknown> {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) throw new BadLiveBody('The values must be an object of the page\'s fields');
  const page = clean(values, 0) as Record<string, unknown>;
  const blocks = page.blocks ?? [];
  if (!Array.isArray(blocks)) throw new BadLiveBody('The page\'s blocks must be a list');
  return {
    ...page,
    path,
    blocks: blocks.map((block: unknown, index) =>
      typeof block === 'object' && block !== null && typeof (block as { id?: unknown }).id !== 'number' ? { ...block, id: -(index + 1) } : block,
    ),
  };
}
