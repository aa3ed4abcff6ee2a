import { isSingleUid, labelOfUid, uidsWith } from '@ironbark/shared/content/content-type-uids';
// Names shared by the plugin's admin files.
export const PLUGIN_ID = 'scheduling';

export const SCHEDULABLE: Record<string, { label: string; single: boolean }> = Object.fromEntries(
  uidsWith('scheduling').map((uid) => [uid, { label: labelOfUid(uid), single: isSingleUid(uid) }]),
);

/** What the audit trail records: the types that join it (leads too, for their deletes). */
export const AUDIT_TRAIL_TYPES: Record<string, { label: string; single: boolean }> = Object.fromEntries(
  uidsWith('audit').map((uid) => [uid, { label: labelOfUid(uid), single: isSingleUid(uid) }]),
);

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

export interface Release {
  id: number;
  name: string;
  status: 'draft' | 'scheduled' | 'publishing' | 'done' | 'failed';
  scheduledAt: string | null;
  outcome: string | null;
  createdByName: string | null;
  finishedAt: string | null;
}

export interface ReleaseDetail {
  release: Release;
  entries: { id: number; uid: string; documentId: string; action: 'publish' | 'unpublish'; title: string; type: string; single: boolean; status: string; problems: string[] }[];
  ready: boolean;
}

export { errorMessage as apiError } from '../../admin-kit/messages';
