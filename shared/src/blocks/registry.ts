// The page-builder's block list: what a page's `blocks` dynamic zone may hold. Adding a block
// means writing its definition file, adding it here, running `npm run generate-components -w cms`
// and giving it a React component in web/src/blocks (the web registry's type makes that last
// step compulsory).
import type { ComponentData } from '../schema/define.js';
import type { DynamicZonePopulate } from '../schema/populate.js';
import { cardGridBlock } from './card-grid.js';
import { childPagesBlock } from './child-pages.js';
import { contactDetailsBlock } from './contact-details.js';
import { ctaBannerBlock } from './cta-banner.js';
import { faqBlock } from './faq.js';
import { featureListBlock } from './feature-list.js';
import { formBlock } from './form.js';
import { heroBlock } from './hero.js';
import { imageTextBlock } from './image-text.js';
import { jobOpeningsBlock } from './job-openings.js';
import { latestResourcesBlock } from './latest-resources.js';
import { logoCloudBlock } from './logo-cloud.js';
import { richTextBlock } from './rich-text.js';
import { statsBlock } from './stats.js';
import { stepsBlock } from './steps.js';
import { teamGridBlock } from './team-grid.js';
import { testimonialBlock } from './testimonial.js';
import { videoBlock } from './video.js';

export const blockDefinitions = [
  heroBlock,
  richTextBlock,
  cardGridBlock,
  featureListBlock,
  imageTextBlock,
  statsBlock,
  logoCloudBlock,
  testimonialBlock,
  ctaBannerBlock,
  faqBlock,
  stepsBlock,
  videoBlock,
  teamGridBlock,
  jobOpeningsBlock,
  contactDetailsBlock,
  formBlock,
  latestResourcesBlock,
  childPagesBlock,
] as const;

type Definitions = (typeof blockDefinitions)[number];

/** Any block of the page builder: a discriminated union on `__component`. */
export type Block = ComponentData<Definitions>;
export type BlockType = Block['__component'];
export type BlockOf<T extends BlockType> = Extract<Block, { __component: T }>;

const byUid = new Map<string, Definitions>(blockDefinitions.map((d) => [d.uid, d]));

export const BLOCK_TYPES = blockDefinitions.map((d) => d.uid) as BlockType[];

/** The populate rule for a page's `blocks` dynamic zone, combined from every block's rule. */
export function blocksPopulate(): DynamicZonePopulate {
  return { on: Object.fromEntries(blockDefinitions.map((d) => [d.uid, d.populate])) };
}

export interface BlockProblem {
  index: number;
  component: string;
  reason: 'unknown-type' | 'invalid';
  detail: string;
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
      problems.push({ index, component, reason: 'unknown-type', detail: 'no such block type' });
      return;
    }
    const result = def.schema.safeParse(item);
    if (result.success) {
      blocks.push(result.data as Block);
    } else {
      const detail = result.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      problems.push({ index, component, reason: 'invalid', detail });
    }
  });
  return { blocks, problems };
}
