// The content report as the server sends it and the admin's "Content report" page reads it:
// types only, so the admin bundle takes nothing from the server at run time.
import type { CheckProblem } from '@ironbark/shared/content/content-checks';

export interface ReportEntry {
  uid: string;
  documentId: string | null;
  kind: 'page' | 'resource' | 'form' | 'navigation';
  name: string;
  path: string | null;
  /** "published": checked as it is live; "draft": never published, checked as drafted. */
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
