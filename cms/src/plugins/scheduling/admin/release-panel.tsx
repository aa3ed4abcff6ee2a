// The edit view of a page, resource, the navigation or the global settings: a "Releases" panel
// listing the releases (not yet out) the entry is in, and "Add to release": choose an open
// release and whether it publishes or unpublishes this entry.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import type { SidePanelProps } from '../../admin-kit/page';
import { apiError, PLUGIN_ID, SCHEDULABLE } from './plugin';

interface InRelease {
  id: number;
  releaseId: number;
  action: 'publish' | 'unpublish';
  releaseName: string;
  releaseStatus: string;
}

function AddToRelease({ model, documentId, locale }: { model: string; documentId: string; locale: string | null }) {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [data, setData] = useState<{ entries: InRelease[]; open: { id: number; name: string }[] } | null>(null);
  const [releaseId, setReleaseId] = useState('');
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setData((await get<{ entries: InRelease[]; open: { id: number; name: string }[] }>('/scheduling/releases/document', { params: { uid: model, documentId } })).data);
    } catch (e) {
      setError(apiError(e, 'The releases could not be loaded'));
    }
  }, [get, model, documentId]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    setError('');
    setBusy(true);
    try {
      await post(`/scheduling/releases/${releaseId}/entries`, { uid: model, documentId, locale, action });
      toggleNotification({ type: 'success', message: 'Added to the release' });
      setReleaseId('');
      await load();
    } catch (e) {
      setError(apiError(e, 'It could not be added to the release'));
    } finally {
      setBusy(false);
    }
  };

  const inIds = new Set((data?.entries ?? []).map((e) => e.releaseId));
  const choices = (data?.open ?? []).filter((r) => !inIds.has(r.id));
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="release-panel">
      {data === null ? (
        <Typography>Loading…</Typography>
      ) : data.entries.length === 0 ? (
        <Typography textColor="neutral600">In no release.</Typography>
      ) : (
        <ul>
          {data.entries.map((e) => (
            <li key={e.id}>
              <Link to={`/plugins/${PLUGIN_ID}/releases?release=${e.releaseId}`}>
                <Typography textColor="primary600">
                  {e.action === 'publish' ? 'Published' : 'Unpublished'} by “{e.releaseName}”{e.releaseStatus === 'scheduled' ? ' (scheduled)' : e.releaseStatus === 'failed' ? ' (failed)' : ''}
                </Typography>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {choices.length > 0 ? (
        <>
          <Field.Root name="release">
            <Field.Label>Add to release</Field.Label>
            <SingleSelect placeholder="Choose a release" value={releaseId} onChange={(v: string | number) => setReleaseId(String(v))}>
              {choices.map((r) => (
                <SingleSelectOption key={r.id} value={String(r.id)}>
                  {r.name}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          </Field.Root>
          <Field.Root name="releaseAction">
            <Field.Label>Action</Field.Label>
            <SingleSelect value={action} onChange={(v: string | number) => setAction(v === 'unpublish' ? 'unpublish' : 'publish')}>
              <SingleSelectOption value="publish">Publish</SingleSelectOption>
              <SingleSelectOption value="unpublish">Unpublish</SingleSelectOption>
            </SingleSelect>
          </Field.Root>
          <Button variant="secondary" onClick={() => void add()} disabled={releaseId === ''} loading={busy}>
            Add to release
          </Button>
        </>
      ) : data !== null && data.open.length > 0 ? (
        <Typography textColor="neutral600">It is in every open release.</Typography>
      ) : data !== null ? (
        <Typography textColor="neutral600">
          <Link to={`/plugins/${PLUGIN_ID}/releases`}>Create a release</Link> to add this entry to one.
        </Typography>
      ) : null}
      {error ? (
        <Box>
          <Typography textColor="danger600" role="alert">
            {error}
          </Typography>
        </Box>
      ) : null}
    </Flex>
  );
}

export function ReleasePanel({ model, documentId, document }: SidePanelProps) {
  if (!SCHEDULABLE[model]) return null;
  const id = documentId ?? (typeof document?.documentId === 'string' ? document.documentId : undefined);
  if (!id) return { title: 'Releases', content: <Typography textColor="neutral600">Save this entry to add it to a release.</Typography> };
  const locale = typeof document?.locale === 'string' ? document.locale : null;
  return { title: 'Releases', content: <AddToRelease model={model} documentId={id} locale={locale} /> };
}
ReleasePanel.type = 'scheduling-releases';
