// "Recently deleted": pages and resources deleted in the last DELETED_KEEP_DAYS days (shared history-rules), with who deleted them and
// when; "Restore" brings one back as a new draft with the same address (a clear message when the
// address is now taken by another one) and opens it.
import { useState } from 'react';
import { Button } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { AdminList } from '../../admin-kit/list';
import { useAdminList } from '../../admin-kit/use-admin-list';
import { errorMessage, type VersionSummary } from './plugin';
import { DELETED_KEEP_DAYS } from '@ironbark/shared/content/history-rules';

function DeletedPage() {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const list = useAdminList<{ deleted: VersionSummary[] }, VersionSummary>('/history/deleted', { failure: 'The list could not be loaded.', rows: (d) => d.deleted });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<number | null>(null);

  const restore = async (row: VersionSummary) => {
    setBusy(row.id);
    setError('');
    try {
      const res = await post<{ documentId: string; uid: string; message: string; droppedBlocks: string[] }>(`/history/deleted/${row.id}/restore`);
      toggleNotification({ type: res.data.droppedBlocks.length ? 'warning' : 'success', message: res.data.message });
      navigate(`/content-manager/collection-types/${res.data.uid}/${res.data.documentId}`);
    } catch (e) {
      setError(errorMessage(e, 'It could not be restored. Nothing was changed.'));
      list.reload();
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
      <AdminList
        list={list}
        loadingText="Loading…"
        empty={`Nothing was deleted in the last ${DELETED_KEEP_DAYS} days.`}
        testId="history-deleted"
        columns={[
          { heading: 'Title', cell: (r) => r.title ?? r.documentId },
          { heading: 'Type', cell: (r) => r.type },
          { heading: 'Deleted', date: (r) => r.createdAt },
          { heading: 'By', cell: (r) => r.author ?? '' },
          {
            heading: 'Restore',
            cell: (r) => (
              <Button size="S" variant="secondary" loading={busy === r.id} onClick={() => void restore(r)}>
                Restore {r.title ? `“${r.title}”` : ''}
              </Button>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}

export default DeletedPage;
