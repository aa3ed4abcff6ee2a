// Names and shapes shared by the plugin's admin files (the server's answers).
import { uidsWith } from '@ironbark/shared/content/content-type-uids';

export const PLUGIN_ID = 'content-checks';
export const CHECKED: string[] = uidsWith('checks');

// The checks' own types (shared/src/content/content-checks.ts), not a copy (types only: erased
// from the admin bundle).
export type { CheckedDocument, CheckedEntry, CheckProblem, SearchPreview } from '@ironbark/shared/content/content-checks';

export type { Report, ReportEntry } from '../server/report-types';
export { errorMessage, when } from '../../admin-kit/messages';
