// Names and shapes shared by the plugin's admin files (the server's answers).
export const PLUGIN_ID = 'content-checks';
export const CHECKED = ['api::page.page', 'api::blog.blog'];

// The checks' own types (shared/src/content/content-checks.ts), not a copy: types only, so the
// admin bundle takes nothing from shared at run time.
export type { CheckedDocument, CheckProblem, SearchPreview } from '@ironbark/shared/content/content-checks';

export type { Report, ReportEntry } from '../server/report-types';
export { errorMessage, when } from '../../admin-kit/messages';
