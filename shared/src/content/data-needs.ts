// What a block needs from the CMS beyond its own fields, declared by the block itself
// (defineBlock's `needs`) so the site can fetch it generically: a page lists its blocks' needs
// (blocks/registry blockNeeds) and resolves each kind once, all kinds in parallel. A new block
// with an existing kind of need touches no site code; a new kind adds a line here and one
// resolver in the web's page content. What each kind resolves to is in data-need-results.ts (it
// names the content types, which name the blocks, which name this file).
import type { ResourceType } from './resource-types.js';

export type DataNeed =
  /** The pages directly under the page the block is on. */
  | { kind: 'child-pages' }
  /** The newest resources, of one type or of all types. */
  | { kind: 'latest-resources'; type?: ResourceType; count: number }
  /** The date the page was loaded (yyyy-mm-dd, Sydney), for what depends on it (an offer's end). */
  | { kind: 'today' }
  /** A form's published definition by its key (a CMS form, or one of the code forms). */
  | { kind: 'form'; key: string };

export type DataNeedKind = DataNeed['kind'];
