// The edit view of a page, resource, the navigation or the global settings: a "History" side panel
// listing its versions, each labelled with publish or saved draft, the time to the second in Sydney
// time, who and what changed from the version before (server labels.ts). Choosing one, or arriving
// from an audit-trail row's link (?version=<id>), opens the
// comparison with the current draft, from where the editor can restore it into the draft: nothing
// is published until they publish. The page reloads after a restore so the form shows the result.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Modal, TextButton, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useLocation } from 'react-router-dom';
import { documentPanel, type DocumentPanelContent } from '../../admin-kit/page';
import { Comparison } from './comparison';
import { errorMessage, TRACKED, when, type BlockChange, type FieldChange, type VersionSummary } from './plugin';

interface Compared {
  version: VersionSummary;
  comparison: { fields: FieldChange[]; blocks: BlockChange[]; same: boolean };
}

function label(v: VersionSummary) {
  return v.label ?? `${v.kind === 'publish' ? 'Published' : 'Draft saved'} ${when(v.kind === 'draft' ? v.updatedAt : v.createdAt)}${v.author ? ` by ${v.author}` : ''}`;
}

function VersionModal({ id, title, onClose }: { id: number; title?: string; onClose: () => void }) {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [data, setData] = useState<Compared | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string>('');

  useEffect(() => {
    get<Compared>(`/history/versions/${id}/compare`)
      .then((res) => setData(res.data))
      .catch((e) => setError(errorMessage(e, 'The comparison could not be loaded.')));
  }, [get, id]);

  const restore = async () => {
    setBusy(true);
    try {
      const res = await post<{ message: string; droppedBlocks: string[] }>(`/history/versions/${id}/restore`);
      setResult(res.data.message);
      toggleNotification({ type: res.data.droppedBlocks.length ? 'warning' : 'success', message: res.data.message });
    } catch (e) {
      setError(errorMessage(e, 'The version could not be restored. Nothing was changed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open onOpenChange={(open: boolean) => (!open ? onClose() : undefined)}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{title ?? (data ? label(data.version) : 'Version')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error ? (
            <Typography textColor="danger600" tag="p" role="alert">
              {error}
            </Typography>
          ) : null}
          {result ? (
            <Typography tag="p" role="status" data-testid="history-restore-result">
              {result}
            </Typography>
          ) : data ? (
            <>
              <Box paddingBottom={3}>
                <Typography textColor="neutral600" tag="p">
                  What changed from this version to the current draft (“−” this version, “+” the draft now).
                </Typography>
              </Box>
              <Comparison fields={data.comparison.fields} blocks={data.comparison.blocks} />
            </>
          ) : !error ? (
            <Typography tag="p">Loading…</Typography>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          {result ? (
            <Button onClick={() => window.location.reload()}>Show the restored draft</Button>
          ) : (
            <>
              <Modal.Close>
                <Button variant="tertiary">Close</Button>
              </Modal.Close>
              <Button onClick={() => void restore()} loading={busy} disabled={!data || data.comparison.same}>
                Restore into the draft
              </Button>
            </>
          )}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

function Versions({ model, documentId, stamp }: DocumentPanelContent) {
  const { get } = useFetchClient();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const { search } = useLocation();
  const asked = Number(new URLSearchParams(search).get('version'));

  const load = useCallback(() => {
    get<{ versions: VersionSummary[] }>('/history/versions', { params: { uid: model, documentId } })
      .then((res) => setVersions(res.data.versions))
      .catch((e) => setError(errorMessage(e, 'The history could not be loaded.')));
  }, [get, model, documentId]);

  useEffect(() => load(), [load, stamp]);
  // An audit-trail row links here with the version it made: open it once the list shows it.
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || !versions?.some((v) => v.id === asked)) return;
    followed.current = true;
    setOpen(asked);
  }, [asked, versions]);

  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (versions === null) return <Typography>Loading…</Typography>;
  if (versions.length === 0) return <Typography textColor="neutral600">No versions yet: one is kept at each publish and saved draft.</Typography>;
  return (
    <Box width="100%">
      <ol data-testid="history-versions" style={{ maxHeight: '16rem', overflowY: 'auto' }}>
        {versions.map((v) => (
          <li key={v.id}>
            <Flex direction="column" alignItems="flex-start" paddingBottom={2}>
              <TextButton onClick={() => setOpen(v.id)} style={{ textAlign: 'left' }}>
                {label(v)}
              </TextButton>
            </Flex>
          </li>
        ))}
      </ol>
      {open !== null ? (
        <VersionModal
          id={open}
          title={versions.find((v) => v.id === open)?.label}
          onClose={() => {
            setOpen(null);
            load();
          }}
        />
      ) : null}
    </Box>
  );
}

export const HistoryPanel = documentPanel('history-versions', 'History', (model) => TRACKED.includes(model), Versions);
