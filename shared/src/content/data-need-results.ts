// What each kind of a block's data need (data-needs.ts) resolves to: summaries of the content
// types, so it lives apart from the needs themselves, which the block definitions import.
import type { BlogSummary } from './blog.js';
import type { DataNeedKind } from './data-needs.js';
import type { FormDefinition } from '../forms/definitions.js';
import type { PageSummary } from './page.js';

/** What each kind of need resolves to. */
export interface DataNeedResults extends Record<DataNeedKind, unknown> {
  'child-pages': PageSummary[];
  'latest-resources': BlogSummary[];
  today: string;
  /** The form as published, or null when no form of that key is published (or it is archived). */
  form: FormDefinition<string> | null;
}
