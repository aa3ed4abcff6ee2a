// "Recently deleted": pages and resources deleted in the last DELETED_KEEP_DAYS days (shared history-rules), with who deleted them and
// when; "Restore" brings one back as a new draft with the same address (a clear message when the
// address is now taken by another one) and opens it.
import { useCallback, useEffect, useState } from 'react';
import { Button, Td, Tr, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useNavigate } from 'react-router-dom';
import { AdminPage, ListTable } from '../../admin-kit/page';
import { errorMessage, when, type VersionSummary } from './plugin';
import { DELETED_KEEP_DAYS } from '@ironbark/shared/content/history-rules';

function DeletedPage() {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const [rows, setRows] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    get<{ deleted: VersionSummary[] }>('/history/deleted')
      .then((res) => setRows(res.data.deleted))
      .catch((e) => setError(errorMessage(e, 'The list could not be loaded.')));
  }, [get]);

  useEffect(() => load(), [load]);

  const restore = async (row: VersionSummary) => {
    setBusy(row.id);
    setError('');
    try {
      const res = await post<{ documentId: string; uid: string; message: string; droppedBlocks: string[] }>(`/history/deleted/${row.id}/restore`);
      toggleNotification({ type: res.data.droppedBlocks.length ? 'warning' : 'success', message: res.data.message });
      navigate(`/content-manager/collection-types/${res.data.uid}/${res.data.documentId}`);
    } catch (e) {
      setError(errorMessage(e, 'It could not be restored. Nothing was changed.'));
      load();
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminPage
      title="Recently deleted"
      subtitle={`Pages and resources deleted in the last ${DELETED_KEEP_DAYS} days. Restoring one makes it a draft again; publish it when it is ready.`}
      error={error}
    >
      {rows === null ? (
        <Typography>Loading…</Typography>
      ) : rows.length === 0 ? (
        <Typography textColor="neutral600">{`Nothing was deleted in the last ${DELETED_KEEP_DAYS} days.`}</Typography>
      ) : (
        <ListTable headings={['Title', 'Type', 'Deleted', 'By', 'Restore']} rowCount={rows.length} testId="history-deleted">
          {rows.map((r) => (
            <Tr key={r.id}>
              <Td>
                <Typography>{r.title ?? r.documentId}</Typography>
              </Td>
              <Td>
                <Typography>{r.type}</Typography>
              </Td>
              <Td>
                <Typography>{when(r.createdAt)}</Typography>
              </Td>
              <Td>
                <Typography>{r.author ?? ''}</Typography>
              </Td>
              <Td>
                <Button size="S" variant="secondary" loading={busy === r.id} onClick={() => void restore(r)}>
                  Restore {r.title ? `“${r.title}”` : ''}
                </Button>
              </Td>
            </Tr>
          ))}
        </ListTable>
      )}
    </AdminPage>
  );
}

export default DeletedPage;
