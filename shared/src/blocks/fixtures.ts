// A realistic example of every block, valid against its definition: for tests and the editors'
// gallery of block screenshots (scripts/block-gallery.mjs). Each is written in its block's
// definition (`example` in shared/src/blocks/<name>.ts); the site's code never reads them.
import { blockDefinitions } from './all-blocks.generated.js';
import type { BlockOf, BlockType } from './registry.js';

/** Each block's example by its type. */
export const blockFixtures = Object.fromEntries(blockDefinitions.map((b) => [b.uid, b.example])) as unknown as { [T in BlockType]: BlockOf<T> };
