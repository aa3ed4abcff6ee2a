// Names and shapes shared by the plugin's admin files (the server's answers).
export const PLUGIN_ID = 'content-checks';
export const CHECKED = ['api::page.page', 'api::blog.blog'];

export interface CheckProblem {
  code: string;
  severity: 'warning';
  message: string;
  field?: string;
  block?: { index: number; component: string };
}

export interface SearchPreview {
  title: string;
  titleTruncated: boolean;
  address: string;
  path: string;
  description: string;
  descriptionTruncated: boolean;
}

export interface CheckedDocument {
  kind: 'page' | 'resource';
  documentId: string;
  preview: SearchPreview;
  problems: CheckProblem[];
}

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
