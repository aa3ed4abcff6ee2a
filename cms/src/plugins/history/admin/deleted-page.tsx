// "Recently deleted": pages and resources deleted in the last 30 days, with who deleted them and
// when; "Restore" brings one back as a new draft with the same address (a clear message when the
// address is now taken by another one) and opens it.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage, when, type VersionSummary } from './plugin';

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
    <Layouts.Root>
      <Page.Title>Recently deleted</Page.Title>
      <Page.Main>
        <Layouts.Header title="Recently deleted" subtitle="Pages and resources deleted in the last 30 days. Restoring one makes it a draft again; publish it when it is ready." />
        <Layouts.Content>
          {error ? (
            <Box paddingBottom={4}>
              <Typography textColor="danger600" role="alert" tag="p">
                {error}
              </Typography>
            </Box>
          ) : null}
          {rows === null ? (
            <Typography>Loading…</Typography>
          ) : rows.length === 0 ? (
            <Typography textColor="neutral600">Nothing was deleted in the last 30 days.</Typography>
          ) : (
            <Table colCount={5} rowCount={rows.length + 1} data-testid="history-deleted">
              <Thead>
                <Tr>
                  <Th>
                    <Typography variant="sigma">Title</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">Type</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">Deleted</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">By</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">Restore</Typography>
                  </Th>
                </Tr>
              </Thead>
              <Tbody>
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
              </Tbody>
            </Table>
          )}
        </Layouts.Content>
      </Page.Main>
    </Layouts.Root>
  );
}

export default DeletedPage;
