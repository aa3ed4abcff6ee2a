// What a block needs from the CMS beyond its own fields, declared by the block itself
// (defineBlock's `needs`) so the site can fetch it generically: a page lists its blocks' needs
// (blocks/registry blockNeeds) and resolves each kind once.
import type { ResourceType } from './resource-types.js';

export type DataNeed =
  /** The pages directly under the page the block is on. */
  | { kind: 'child-pages' }
  /** The newest resources, of one type or of all types. */
  | { kind: 'latest-resources'; type?: ResourceType; count: number };

export type DataNeedKind = DataNeed['kind'];
