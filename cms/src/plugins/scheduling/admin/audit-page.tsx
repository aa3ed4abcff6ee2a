// "Audit trail": who published, unpublished, deleted, restored or scheduled what and when, newest
// first, filtered by type, action and person. Kept a year. Each row links to the document's edit
// view, and to the version the change made where the history keeps one (the History panel opens
// it); a delete links to "Recently deleted", from where it can be restored.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Td, Tr, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { AdminPage, ListTable } from '../../admin-kit/page';
import { Link } from 'react-router-dom';
import { apiError, AUDIT_TRAIL_TYPES, entryLink } from './plugin';
import { formatWeekdayDateTime } from '@ironbark/shared/time';
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

export default function AuditPage() {
  const { get } = useFetchClient();
  const [uid, setUid] = useState('');
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ results: Entry[]; pagination: { page: number; pageCount: number; total: number } } | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(
    async (p: number) => {
      setError('');
      try {
        const res = await get<typeof data>('/scheduling/audit', { params: { uid: uid || undefined, action: action || undefined, actor: actor || undefined, page: p, pageSize: 50 } });
        setData(res.data);
        setPage(p);
      } catch (e) {
        setError(apiError(e, 'The audit trail could not be loaded.'));
      }
    },
    [get, uid, action, actor],
  );

  useEffect(() => {
    void load(1);
    // Filters apply with "Show".
  }, []);

  return (
    <AdminPage
      title="Audit trail"
      subtitle="Who published, unpublished, deleted, restored or scheduled what, and when (Sydney time). Kept for a year."
    >
      <Flex gap={4} alignItems="flex-end" wrap="wrap" marginBottom={6}>
        <Field.Root name="type">
          <Field.Label>Type</Field.Label>
          <SingleSelect value={uid || ALL} onChange={(v: string | number) => setUid(v === ALL ? '' : String(v))}>
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
          <SingleSelect value={action || ALL} onChange={(v: string | number) => setAction(v === ALL ? '' : String(v))}>
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
          <Field.Input value={actor} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setActor(e.target.value)} />
        </Field.Root>
        <Button onClick={() => void load(1)}>Show</Button>
      </Flex>
      {error ? (
        <Typography textColor="danger600" role="alert">
          {error}
        </Typography>
      ) : null}
      {data ? (
        <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} data-testid="audit-entries">
          {data.results.length === 0 ? (
            <Typography textColor="neutral600">Nothing recorded.</Typography>
          ) : (
            <ListTable headings={['When', 'Who', 'Action', 'Entry', 'What']} rowCount={data.results.length}>
              {data.results.map((r) => (
                <Tr key={r.id}>
                  <Td>
                    <Typography>{formatWeekdayDateTime(r.at)}</Typography>
                  </Td>
                  <Td>
                    <Typography>
                      {r.actor.name ?? r.actor.email ?? '–'} ({KIND[r.actor.kind] ?? r.actor.kind})
                    </Typography>
                  </Td>
                  <Td>
                    <Typography>{r.action}</Typography>
                  </Td>
                  <Td>
                    {r.action === 'delete' || !r.documentId ? (
                      <Typography>{r.type}</Typography>
                    ) : (
                      <Link to={entryLink(r.uid, r.documentId)}>
                        <Typography textColor="primary600">{r.type}</Typography>
                      </Link>
                    )}
                  </Td>
                  <Td style={{ whiteSpace: 'normal' }}>
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
                  </Td>
                </Tr>
              ))}
            </ListTable>
          )}
          <Flex gap={2} marginTop={4} alignItems="center">
            <Button variant="tertiary" disabled={page <= 1} onClick={() => void load(page - 1)}>
              Newer
            </Button>
            <Typography>
              Page {data.pagination.page} of {Math.max(1, data.pagination.pageCount)} ({data.pagination.total} entries)
            </Typography>
            <Button variant="tertiary" disabled={page >= data.pagination.pageCount} onClick={() => void load(page + 1)}>
              Older
            </Button>
          </Flex>
        </Box>
      ) : null}
    </AdminPage>
  );
}
