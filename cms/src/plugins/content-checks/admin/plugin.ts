// Names and shapes shared by the plugin's admin files (the server's answers).
export const PLUGIN_ID = 'content-checks';
export const CHECKED: string[] = [CONTENT_TYPE_UIDS.page, CONTENT_TYPE_UIDS.blog];

// The checks' own types (shared/src/content/content-checks.ts), not a copy: types only, so the
// admin bundle takes nothing from shared at run time.
export type { CheckedDocument, CheckProblem, SearchPreview } from '@ironbark/shared/content/content-checks';
import type { CheckProblem } from '@ironbark/shared/content/content-checks';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export interface ReportEntry {
  uid: string;
  documentId: string | null;
  kind: 'page' | 'resource' | 'navigation';
  name: string;
  path: string | null;
  status: 'published' | 'draft';
  editLink: string;
  problems: CheckProblem[];
}

export interface Report {
  computedAt: string;
  documents: number;
  problems: number;
  entries: ReportEntry[];
}

/** "27 Nov 2026, 9:30 am" in Sydney time. */
export function when(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function errorMessage(e: unknown, fallback: string): string {
  return (e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? fallback;
}
