// The page-builder's block list: what a page's `blocks` dynamic zone may hold, found by file name
// (all-blocks.generated.ts, written by `npm run build -w shared`). Adding a block means writing
// its definition file, shared/src/blocks/<name>.ts, exporting `<name>Block` and its fixture
// `<name>Fixture` (a realistic example), then `npm run build -w shared` and `npm run
// generate-components -w cms`, and writing its React component, the default export of
// web/src/features/page-builder/blocks/<name>.tsx (a web unit test fails until it exists).
import type { DataNeed } from '../content/data-needs.js';
import type { BlockDefinition, ComponentData } from '../schema/define.js';
import type { DynamicZonePopulate } from '../schema/populate.js';
import { blockDefinitions } from './all-blocks.generated.js';

export { blockDefinitions };

type Definitions = (typeof blockDefinitions)[number];

/** Any block of the page builder: a discriminated union on `__component`. */
export type Block = ComponentData<Definitions>;
export type BlockType = Block['__component'];
export type BlockOf<T extends BlockType> = Extract<Block, { __component: T }>;

const byUid = new Map<string, Definitions>(blockDefinitions.map((d) => [d.uid, d]));

export const BLOCK_TYPES = blockDefinitions.map((d) => d.uid) as BlockType[];


/** What the blocks of a page need from the CMS besides their own fields, block by block. */
export function blockNeeds(blocks: readonly Block[]): { blockId: number; need: DataNeed }[] {
  const out: { blockId: number; need: DataNeed }[] = [];
  for (const block of blocks) {
    const def = byUid.get(block.__component) as BlockDefinition<string, Block> | undefined;
    const need = def?.needs?.(block);
    if (need) out.push({ blockId: block.id, need });
  }
  return out;
}

/** The populate rule for a page's `blocks` dynamic zone, combined from every block's rule. */
export function blocksPopulate(): DynamicZonePopulate {
  return { on: Object.fromEntries(blockDefinitions.map((d) => [d.uid, d.populate])) };
}

export interface BlockProblem {
  index: number;
  component: string;
  reason: 'unknown-type' | 'invalid';
  detail: string;
  /** The block's name as editors know it ("Call-to-action banner"); its uid when the kind is unknown. */
  label: string;
  /** The fields concerned, in editors' words, each with its path inside the block ("actions"). */
  fields: { path: string; label: string; what: string }[];
  /** For editors: the block by its name and position, and what is wrong, in plain words. */
  message: string;
}

export interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  minimum?: unknown;
}

type FieldsWithLabels = Record<string, { meta: { label: string }; components?: readonly { fields: Record<string, unknown> }[] }>;

/** The label path of a field inside a block ("Buttons", "Buttons 1: Button text"). */
function fieldLabel(fields: FieldsWithLabels, path: PropertyKey[]): string {
  const [head, ...rest] = path;
  const field = typeof head === 'string' ? fields[head] : undefined;
  if (!field) return String(head ?? '');
  const index = typeof rest[0] === 'number' ? rest.shift() : undefined;
  const nested = field.components?.[0]?.fields as typeof fields | undefined;
  const label = index === undefined ? field.meta.label : `${field.meta.label} ${Number(index) + 1}`;
  return rest.length > 0 && nested ? `${label}: ${fieldLabel(nested, rest)}` : label;
}

/**
 * One validation issue of a block (or any component: the search fields) in plain words: "Buttons"
 * and "at least 1 needed", "Heading" and "missing".
 */
export function describeIssue(def: { fields: unknown }, issue: Issue, block: unknown): { label: string; what: string } {
  const label = fieldLabel(def.fields as FieldsWithLabels, issue.path);
  // zod does not report the value by default: read it from the block.
  const value = issue.path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), block);
  const missing = value === undefined || value === null || value === '';
  let what: string;
  if (issue.code === 'too_small' && Array.isArray(value)) what = `at least ${String(issue.minimum)} needed`;
  else if (missing) what = 'missing';
  else if (issue.code === 'too_small') what = 'too short';
  else if (issue.code === 'too_big') what = 'too long';
  else what = 'not valid';
  return { label, what };
}

/**
 * Validates the blocks of a page as the CMS returned them. A block of an unknown type, or one
 * that does not match its definition, is left out and reported, so one bad block never takes a
 * whole page down.
 */
export function parseBlocks(raw: unknown): { blocks: Block[]; problems: BlockProblem[] } {
  const blocks: Block[] = [];
  const problems: BlockProblem[] = [];
  if (!Array.isArray(raw)) return { blocks, problems };
  raw.forEach((item: unknown, index) => {
    const component =
      typeof item === 'object' && item !== null && '__component' in item
        ? String((item as { __component: unknown }).__component)
        : '(none)';
    const def = byUid.get(component);
    if (!def) {
      problems.push({ index, component, reason: 'unknown-type', detail: 'no such block type', label: component, fields: [], message: `Block ${index + 1} (${component}) is of a kind the site does not know` });
      return;
    }
    const result = def.schema.safeParse(item);
    if (result.success) {
      blocks.push(result.data as Block);
    } else {
      const issues = result.error.issues.slice(0, 3);
      const detail = issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      const fields = issues.map((i) => ({ path: i.path.map(String).join('.'), ...describeIssue(def, i as unknown as Issue, item) }));
      const what = fields.map((f) => (f.label ? `${f.label}: ${f.what}` : f.what)).join('; ');
      problems.push({ index, component, reason: 'invalid', detail, label: def.info.displayName, fields, message: `Block ${index + 1}, ${def.info.displayName}: ${what}` });
    }
  });
  return { blocks, problems };
}
