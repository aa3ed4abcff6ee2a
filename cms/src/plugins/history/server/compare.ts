// Compares two versions of a document the way an editor reads them: fields by name (a component's
// fields as "Search and sharing › Meta title"), and each dynamic zone block by block. Blocks are
// matched by id, then the rest by type in order (the nth hero with the nth hero): a draft and its
// published copy keep their blocks under different ids. A matched block is "moved" when it left the
// order the others keep (outside the longest run that kept its order), "changed" when a text or
// value inside it differs (each with before and after); the rest are "added" or "removed".
// Pure: no Strapi, so it is unit-tested (compare.test.ts) and the admin shows its answer as is.

export interface FieldChange {
  path: string;
  before: string;
  after: string;
}

export interface BlockChange {
  zone: string;
  kind: 'added' | 'removed' | 'moved' | 'changed';
  component: string;
  /** A readable name of the block: its heading or title when it has one. */
  label: string;
  /** Position (1-based) in the older version, for removed, moved and changed blocks. */
  from?: number;
  /** Position (1-based) in the newer version, for added, moved and changed blocks. */
  to?: number;
  fields?: FieldChange[];
}

export interface Comparison {
  fields: FieldChange[];
  blocks: BlockChange[];
  same: boolean;
}

type Doc = Record<string, unknown>;
interface Block extends Doc {
  __component: string;
}

const IGNORED = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'createdBy', 'updatedBy', 'searchText']);
const LABEL_FIELDS = ['heading', 'title', 'name', 'label', 'eyebrow', 'text'];

const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlock = (v: unknown): v is Block => isObject(v) && typeof v.__component === 'string';
const isZone = (v: unknown): v is Block[] => Array.isArray(v) && v.length > 0 && v.every(isBlock);
const isRichText = (v: unknown): v is Doc[] => Array.isArray(v) && v.length > 0 && v.every((n) => isObject(n) && typeof n.type === 'string' && Array.isArray(n.children));

function plain(nodes: unknown): string {
  if (!Array.isArray(nodes)) return '';
  return nodes
    .map((n) => {
      if (!isObject(n)) return '';
      if (typeof n.text === 'string') return n.text;
      const inner = plain(n.children);
      return ['paragraph', 'heading', 'list-item', 'quote', 'code', 'list'].includes(String(n.type)) ? `${inner}\n` : inner;
    })
    .join('')
    .replace(/\n+$/, '');
}

/** A relation or media item shown by its name; other objects are flattened by the caller. */
function reference(v: Doc): string | null {
  if (typeof v.documentId === 'string' || typeof v.url === 'string') {
    for (const key of ['title', 'name', 'label', 'slug', 'path', 'url', 'documentId']) if (typeof v[key] === 'string') return v[key] as string;
  }
  return null;
}

function scalar(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** Flattens a value into readable leaves: "seo.metaTitle" -> "…", "buttons.2.label" -> "…". */
export function flatten(value: unknown, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  if (isRichText(value)) {
    out.set(prefix, plain(value));
  } else if (Array.isArray(value)) {
    if (value.every((v) => isObject(v) && reference(v) !== null)) {
      out.set(prefix, value.map((v) => reference(v as Doc)).join(', '));
    } else {
      value.forEach((item, i) => flatten(item, prefix ? `${prefix}.${i + 1}` : String(i + 1), out));
    }
  } else if (isObject(value)) {
    const ref = reference(value);
    if (ref !== null) {
      out.set(prefix, ref);
    } else {
      for (const [key, inner] of Object.entries(value)) {
        if (IGNORED.has(key) || key === '__component') continue;
        flatten(inner, prefix ? `${prefix}.${key}` : key, out);
      }
    }
  } else {
    out.set(prefix, scalar(value));
  }
  return out;
}

function diffLeaves(before: Map<string, string>, after: Map<string, string>): FieldChange[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const b = before.get(path) ?? '';
    const a = after.get(path) ?? '';
    if (b !== a) changes.push({ path, before: b, after: a });
  }
  return changes;
}

export function blockLabel(block: Doc): string {
  for (const key of LABEL_FIELDS) {
    const v = block[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 80);
    if (isRichText(v)) {
      const text = plain(v).trim();
      if (text) return text.slice(0, 80);
    }
  }
  return '';
}

/** Indexes (into pairs) of the longest run of pairs whose new positions keep the old order. */
function keptOrder(newPositions: number[]): Set<number> {
  const n = newPositions.length;
  const length = new Array<number>(n).fill(1);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (newPositions[j]! < newPositions[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
  }
  let best = -1;
  for (let i = 0; i < n; i += 1) if (best === -1 || length[i]! > length[best]!) best = i;
  const kept = new Set<number>();
  for (let i = best; i !== -1; i = previous[i]!) kept.add(i);
  return kept;
}

export function compareBlocks(zone: string, before: Block[], after: Block[]): BlockChange[] {
  const pairs: [number, number][] = [];
  const usedAfter = new Set<number>();
  const usedBefore = new Set<number>();
  // 1. Same id and type.
  before.forEach((b, i) => {
    if (b.id === undefined || b.id === null) return;
    const j = after.findIndex((a, k) => !usedAfter.has(k) && a.id === b.id && a.__component === b.__component);
    if (j !== -1) {
      pairs.push([i, j]);
      usedBefore.add(i);
      usedAfter.add(j);
    }
  });
  // 2. The rest by type, in order.
  before.forEach((b, i) => {
    if (usedBefore.has(i)) return;
    const j = after.findIndex((a, k) => !usedAfter.has(k) && a.__component === b.__component);
    if (j !== -1) {
      pairs.push([i, j]);
      usedBefore.add(i);
      usedAfter.add(j);
    }
  });
  pairs.sort((x, y) => x[0] - y[0]);
  const kept = keptOrder(pairs.map(([, j]) => j));
  const changes: BlockChange[] = [];
  pairs.forEach(([i, j], p) => {
    const b = before[i]!;
    const a = after[j]!;
    const fields = diffLeaves(flatten(b), flatten(a));
    const label = blockLabel(a) || blockLabel(b);
    if (!kept.has(p)) changes.push({ zone, kind: 'moved', component: a.__component, label, from: i + 1, to: j + 1, ...(fields.length ? { fields } : {}) });
    else if (fields.length > 0) changes.push({ zone, kind: 'changed', component: a.__component, label, from: i + 1, to: j + 1, fields });
  });
  before.forEach((b, i) => {
    if (!usedBefore.has(i)) changes.push({ zone, kind: 'removed', component: b.__component, label: blockLabel(b), from: i + 1 });
  });
  after.forEach((a, j) => {
    if (!usedAfter.has(j)) changes.push({ zone, kind: 'added', component: a.__component, label: blockLabel(a), to: j + 1 });
  });
  return changes.sort((x, y) => (x.to ?? x.from ?? 0) - (y.to ?? y.from ?? 0));
}

/** What changed from `before` (an older version) to `after` (e.g. the current draft). */
export function compareVersions(before: Doc, after: Doc): Comparison {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !IGNORED.has(k));
  const fields: FieldChange[] = [];
  const blocks: BlockChange[] = [];
  for (const key of keys) {
    const b = before?.[key];
    const a = after?.[key];
    if (isZone(b) || isZone(a)) {
      blocks.push(...compareBlocks(key, Array.isArray(b) ? (b as Block[]) : [], Array.isArray(a) ? (a as Block[]) : []));
    } else {
      fields.push(...diffLeaves(flatten(b, key), flatten(a, key)));
    }
  }
  return { fields, blocks, same: fields.length === 0 && blocks.length === 0 };
}
