// A realistic example of every block, valid against its definition: for tests and the editors'
// gallery of block screenshots (scripts/block-gallery.mjs). Each is written beside its block's
// definition (`<name>Fixture` in shared/src/blocks/<name>.ts); the site's code never reads them.
import { blockFixtureList } from './all-blocks.generated.js';
import type { BlockOf, BlockType } from './registry.js';

/** Each block's example by its type (the generated list holds one for each block, or the build fails). */
export const blockFixtures = Object.fromEntries(blockFixtureList.map((f) => [f.__component, f])) as unknown as { [T in BlockType]: BlockOf<T> };
