import { uidsWith } from '@ironbark/shared/content/content-type-uids';
// Names shared by the plugin's admin files.
export const PLUGIN_ID = 'history';
export const TRACKED: string[] = uidsWith('history');
export { errorMessage, when } from '../../admin-kit/messages';

// The comparison's types come from the server's pure compare module (types only).
export type { BlockChange, FieldChange } from '../server/compare';

export interface VersionSummary {
  id: number;
  uid: string;
  documentId: string;
  kind: 'publish' | 'draft' | 'deleted';
  title: string | null;
  author: string | null;
  createdAt: string;
  updatedAt: string;
  type?: string;
  /** In the History panel: kind, time to the second, author and what changed ("Changed: title, blocks 2-3"). */
  label?: string;
  summary?: string;
}

/** "blocks.call-to-action-banner" -> "Call to action banner". */
export function componentName(uid: string): string {
  const name = uid.split('.').pop() ?? uid;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "seo.metaTitle" -> "Seo › Meta title", "buttons.2.label" -> "Buttons › 2 › Label". */
export function fieldName(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}
