// "Audit trail": who published, unpublished, deleted, restored or scheduled what and when, newest
// first, filtered by type, action and person. Kept a year. Each row links to the document's edit
// view, and to the version the change made where the history keeps one (the History panel opens
// it); a delete links to "Recently deleted", from where it can be restored.
import { Box, Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { AdminList, type Column, type Filter } from '../../admin-kit/list';
import { useAdminList } from '../../admin-kit/use-admin-list';
import { AUDIT_TRAIL_TYPES, entryLink } from './plugin';
import { RESTORABLE_DELETES } from '@ironbark/shared/content/history-rules';

interface Entry {
  id: number;
  at: string;
  action: string;
  uid: string;
  type: string;
  documentId: string | null;
  actor: { kind: 'admin' | 'staff' | 'system'; name: string | null; email: string | null };
  summary: string | null;
  versionId: number | null;
}

const ACTIONS = ['publish', 'unpublish', 'delete', 'restore', 'schedule', 'unschedule', 'create', 'update'];
/** Deleted documents of these types can be restored for a while (the history plugin). */
const RESTORABLE = new Set<string>(RESTORABLE_DELETES);
const KIND: Record<string, string> = { admin: 'Admin', staff: 'Staff', system: 'System' };

const FILTERS: Filter[] = [
  { name: 'uid', label: 'Type', all: 'All types', options: Object.entries(AUDIT_TRAIL_TYPES).map(([uid, { label }]) => [uid, label]) },
  { name: 'action', label: 'Action', all: 'All actions', options: ACTIONS.map((a) => [a, a]) },
  { name: 'actor', label: 'Person (name or e-mail)' },
];

const columns: Column<Entry>[] = [
  { heading: 'When', date: (r) => r.at, weekday: true },
  { heading: 'Who', cell: (r) => `${r.actor.name ?? r.actor.email ?? '–'} (${KIND[r.actor.kind] ?? r.actor.kind})` },
  { heading: 'Action', cell: (r) => r.action },
  {
    heading: 'Entry',
    cell: (r) =>
      r.action === 'delete' || !r.documentId ? (
        r.type
      ) : (
        <Link to={entryLink(r.uid, r.documentId)}>
          <Typography textColor="primary600">{r.type}</Typography>
        </Link>
      ),
  },
  {
    heading: 'What',
    wrap: true,
    cell: (r) => (
      <>
        <Typography style={{ whiteSpace: 'normal' }}>{r.summary ?? ''}</Typography>
        {r.versionId !== null ? (
          <Box>
            <Link to={`${entryLink(r.uid, r.documentId)}?version=${r.versionId}`} data-testid="audit-version-link">
              <Typography variant="pi" textColor="primary600">
                See this version
              </Typography>
            </Link>
          </Box>
        ) : r.action === 'delete' && RESTORABLE.has(r.uid) ? (
          <Box>
            <Link to="/plugins/history">
              <Typography variant="pi" textColor="primary600">
                Restore from Recently deleted
              </Typography>
            </Link>
          </Box>
        ) : null}
      </>
    ),
  },
];

export default function AuditPage() {
  const list = useAdminList<{ results: Entry[] }, Entry, { uid: string; action: string; actor: string }>('/scheduling/audit', {
    failure: 'The audit trail could not be loaded.',
    rows: (d) => d.results,
    filters: { uid: '', action: '', actor: '' },
    pageSize: 50,
  });
  return (
    <AdminPage title="Audit trail" subtitle="Who published, unpublished, deleted, restored or scheduled what, and when (Sydney time). Kept for a year.">
      <AdminList list={list} columns={columns} filters={FILTERS} empty="Nothing recorded." framed testId="audit-entries" pageLabels={['Newer', 'Older']} />
    </AdminPage>
  );
}
