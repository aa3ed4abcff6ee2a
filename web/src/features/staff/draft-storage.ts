// Unsaved editor changes kept in this tab's sessionStorage, so nothing typed is lost when the
// session ends: after signing in again (in this tab, via /login?next=...) the editor finds them
// and puts them back. Cleared when the resource is saved, published, discarded or deleted.

export interface StoredDraft<T> {
  /** The resource's updatedAt the changes were made on (null for a new resource). */
  base: string | null;
  savedAt: number;
  fields: T;
}

const PREFIX = 'ironbark:staff-draft:';
/** Older drafts are not offered back. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const draftKey = (documentId: string | null) => `${PREFIX}${documentId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off: then drafts are only kept in the page.
    return null;
  }
}

export function readDraft<T>(key: string, now = Date.now()): StoredDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (typeof draft.savedAt !== 'number' || now - draft.savedAt > MAX_AGE_MS || !draft.fields) return null;
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, draft: StoredDraft<T>) {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or switched off: the page still holds the changes.
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(key);
}
