import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
// Names shared by the plugin's admin files.
export const PLUGIN_ID = 'scheduling';

export const SCHEDULABLE: Record<string, { label: string; single: boolean }> = {
  [CONTENT_TYPE_UIDS.page]: { label: 'Page', single: false },
  [CONTENT_TYPE_UIDS.blog]: { label: 'Resource', single: false },
  [CONTENT_TYPE_UIDS.navigation]: { label: 'Navigation', single: true },
  [CONTENT_TYPE_UIDS.global]: { label: 'Global settings', single: true },
};

/** What the audit trail records: the schedulable types, and leads (their deletes). */
export const AUDIT_TRAIL_TYPES: Record<string, { label: string; single: boolean }> = {
  ...SCHEDULABLE,
  [CONTENT_TYPE_UIDS.formSubmission]: { label: 'Lead', single: false },
};

/** The content manager's edit view of an entry. */
export function entryLink(uid: string, documentId: string | null | undefined): string {
  if (SCHEDULABLE[uid]?.single) return `/content-manager/single-types/${uid}`;
  return `/content-manager/collection-types/${uid}/${documentId ?? ''}`;
}

export interface Job {
  id: number;
  uid: string;
  documentId: string;
  locale: string | null;
  action: 'publish' | 'unpublish';
  runAt: string;
  status: 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
  error: string | null;
  attempts: number;
  createdByName: string | null;
  title?: string | null;
  type?: string;
}

export { errorMessage as apiError } from '../../admin-kit/messages';
