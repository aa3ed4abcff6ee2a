// "Audit trail": who published, unpublished, deleted, restored or scheduled what and when, newest
// first, filtered by type, action and person. Kept a year. Each row links to the document's edit
// view, and to the version the change made where the history keeps one (the History panel opens
// it); a delete links to "Recently deleted", from where it can be restored.
import { Box, Field, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { AdminList, type Column } from '../../admin-kit/list';
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
const ALL = 'all';
/** Deleted documents of these types can be restored for a while (the history plugin). */
const RESTORABLE = new Set<string>(RESTORABLE_DELETES);
const KIND: Record<string, string> = { admin: 'Admin', staff: 'Staff', system: 'System' };

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
  const list = useAdminList<{ results: Entry[] }, { uid: string; action: string; actor: string }>('/scheduling/audit', {
    failure: 'The audit trail could not be loaded.',
    filters: { uid: '', action: '', actor: '' },
    pageSize: 50,
  });
  const { filters, setFilter } = list;
  return (
    <AdminPage title="Audit trail" subtitle="Who published, unpublished, deleted, restored or scheduled what, and when (Sydney time). Kept for a year.">
      <AdminList
        list={list}
        rows={list.data?.results}
        columns={columns}
        rowKey={(r) => r.id}
        empty="Nothing recorded."
        framed
        testId="audit-entries"
        pageLabels={['Newer', 'Older']}
        filters={
          <>
            <Field.Root name="type">
              <Field.Label>Type</Field.Label>
              <SingleSelect value={filters.uid || ALL} onChange={(v: string | number) => setFilter('uid', v === ALL ? '' : String(v))}>
                <SingleSelectOption value={ALL}>All types</SingleSelectOption>
                {Object.entries(AUDIT_TRAIL_TYPES).map(([value, { label }]) => (
                  <SingleSelectOption key={value} value={value}>
                    {label}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <Field.Root name="action">
              <Field.Label>Action</Field.Label>
              <SingleSelect value={filters.action || ALL} onChange={(v: string | number) => setFilter('action', v === ALL ? '' : String(v))}>
                <SingleSelectOption value={ALL}>All actions</SingleSelectOption>
                {ACTIONS.map((a) => (
                  <SingleSelectOption key={a} value={a}>
                    {a}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <Field.Root name="actor">
              <Field.Label>Person (name or e-mail)</Field.Label>
              <Field.Input value={filters.actor} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFilter('actor', e.target.value)} />
            </Field.Root>
          </>
        }
      />
    </AdminPage>
  );
}
