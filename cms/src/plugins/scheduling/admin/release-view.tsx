// An open release of the "Releases" page (?release=<id>): its entries with type, title, action,
// status and checks (remove while it is a draft), Preview release (the site as it will be, in a new
// tab), and Publish now, Schedule (Sydney time) or Cancel the schedule; a failed release shows which
// entry stopped it and why.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Box, Button, Field, Flex, Td, Tr, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import { ListTable } from '../../admin-kit/page';
import { apiError, entryLink, type Release, type ReleaseDetail } from './plugin';
import { formatWeekdayDateTime, siteWallToUtc } from '@ironbark/shared/time';

const STATUS_LABEL: Record<Release['status'], string> = { draft: 'Draft', scheduled: 'Scheduled', publishing: 'Publishing', done: 'Published', failed: 'Failed' };
const ENTRY_STATUS: Record<string, string> = { draft: 'Not yet published', published: 'Published', modified: 'Published, with changes', missing: 'Deleted' };

export function StatusBadge({ status }: { status: Release['status'] }) {
  const tone = status === 'failed' ? 'danger' : status === 'done' ? 'success' : status === 'scheduled' ? 'primary' : 'neutral';
  return (
    <Badge backgroundColor={`${tone}100`} textColor={`${tone}700`}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}

export function OpenRelease({ id, back }: { id: number; back: () => void }) {
  const { get, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [data, setData] = useState<ReleaseDetail | null>(null);
  const [error, setError] = useState('');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setData((await get<ReleaseDetail>(`/scheduling/releases/${id}`)).data);
    } catch (e) {
      setError(apiError(e, 'The release could not be loaded.'));
    }
  }, [get, id]);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 15_000);
    return () => clearInterval(timer);
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    try {
      await work();
      toggleNotification({ type: 'success', message: done });
    } catch (e) {
      setError(apiError(e, 'That did not work'));
    } finally {
      setBusy(false);
      await load();
    }
  };
  const schedule = () => {
    const utc = siteWallToUtc(at);
    if (!utc) return setError('Publish at: choose a date and a time');
    return act(() => post(`/scheduling/releases/${id}/schedule`, { at: utc }), 'Release scheduled');
  };

  // The site as it will be once the release is published: a signed link (an hour) in a new tab.
  const preview = async () => {
    setError('');
    try {
      const { url } = (await get<{ url: string }>(`/scheduling/releases/${id}/preview`)).data;
      window.open(url, '_blank', 'noopener');
    } catch (e) {
      setError(apiError(e, 'The preview could not be opened.'));
    }
  };

  if (!data) return <Typography role={error ? 'alert' : undefined}>{error || 'Loading…'}</Typography>;
  const { release, entries, ready } = data;
  const editable = release.status === 'draft' || release.status === 'failed';
  return (
    <Flex direction="column" alignItems="stretch" gap={5}>
      <Box>
        <Button variant="tertiary" onClick={back}>
          ← All releases
        </Button>
      </Box>
      <Box background="neutral0" hasRadius shadow="tableShadow" padding={5}>
        <Flex gap={3} alignItems="center" marginBottom={3}>
          <Typography variant="beta" tag="h2">
            {release.name}
          </Typography>
          <StatusBadge status={release.status} />
        </Flex>
        {release.status === 'scheduled' && release.scheduledAt ? <Typography tag="p">Publishes on {formatWeekdayDateTime(release.scheduledAt)} (Sydney time).</Typography> : null}
        {release.outcome ? (
          <Box background={release.status === 'failed' ? 'danger100' : 'success100'} hasRadius padding={3} marginTop={2} role={release.status === 'failed' ? 'alert' : 'status'} data-testid="release-outcome">
            <Typography textColor={release.status === 'failed' ? 'danger700' : 'success700'} style={{ overflowWrap: 'anywhere' }}>
              {release.outcome}
            </Typography>
          </Box>
        ) : null}
        {error && error !== release.outcome ? (
          <Box paddingTop={3}>
            <Typography textColor="danger600" role="alert">
              {error}
            </Typography>
          </Box>
        ) : null}
        <Flex gap={3} marginTop={4} alignItems="flex-end" wrap="wrap">
          {editable ? (
            <>
              <Button onClick={() => void act(() => post(`/scheduling/releases/${id}/publish`, {}), 'Release published')} loading={busy} disabled={entries.length === 0}>
                Publish now
              </Button>
              <Field.Root name="at">
                <Field.Label>Publish at (Sydney time)</Field.Label>
                <Field.Input type="datetime-local" value={at} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setAt(e.target.value)} />
              </Field.Root>
              <Button variant="secondary" onClick={() => void schedule()} disabled={at === '' || entries.length === 0} loading={busy}>
                Schedule
              </Button>
            </>
          ) : null}
          {release.status !== 'done' && entries.length > 0 ? (
            <Button variant="secondary" onClick={() => void preview()} loading={busy}>
              Preview release
            </Button>
          ) : null}
          {release.status === 'scheduled' ? (
            <Button variant="danger-light" onClick={() => void act(() => post(`/scheduling/releases/${id}/cancel`, {}), 'Schedule cancelled')} loading={busy}>
              Cancel the schedule
            </Button>
          ) : null}
          {editable || release.status === 'done' ? (
            <Button variant="danger-light" onClick={() => void act(() => del(`/scheduling/releases/${id}`).then(back), 'Release deleted')} loading={busy}>
              Delete release
            </Button>
          ) : null}
        </Flex>
        {editable && entries.length > 0 ? (
          <Box paddingTop={3}>
            <Typography textColor={ready ? 'success700' : 'danger600'}>
              {ready ? 'Every entry passes its checks.' : 'Some entries have problems: publishing would stop at the first one and publish nothing.'}
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Box background="neutral0" hasRadius shadow="tableShadow" padding={5}>
        <Box marginBottom={4}>
          <Typography variant="delta" tag="h2">
            Entries
          </Typography>
        </Box>
        {entries.length === 0 ? (
          <Typography textColor="neutral600">No entries yet. Open a page, resource, the navigation or the global settings and use “Add to release” in its side panel.</Typography>
        ) : (
          <ListTable headings={['Type', 'Entry', 'Action', 'Status now', 'Checks', '']} rowCount={entries.length} testId="release-entries">
            {entries.map((e) => (
              <Tr key={e.id}>
                <Td>
                  <Typography>{e.type}</Typography>
                </Td>
                <Td>
                  <Link to={entryLink(e.uid, e.documentId)}>
                    <Typography textColor="primary600">{e.title}</Typography>
                  </Link>
                </Td>
                <Td>
                  <Typography>{e.action === 'publish' ? 'Publish' : 'Unpublish'}</Typography>
                </Td>
                <Td>
                  <Typography>{ENTRY_STATUS[e.status] ?? e.status}</Typography>
                </Td>
                <Td style={{ whiteSpace: 'normal', maxWidth: '28rem' }}>
                  {e.problems.length === 0 ? (
                    <Typography textColor="success700">No problems</Typography>
                  ) : (
                    e.problems.map((p) => (
                      <Typography key={p} tag="p" textColor="danger600">
                        {p}
                      </Typography>
                    ))
                  )}
                </Td>
                <Td>
                  {editable ? (
                    <Button size="S" variant="tertiary" onClick={() => void act(() => del(`/scheduling/releases/${id}/entries/${e.id}`), 'Entry removed')} aria-label={`Remove ${e.title} from the release`}>
                      Remove
                    </Button>
                  ) : null}
                </Td>
              </Tr>
            ))}
          </ListTable>
        )}
      </Box>
    </Flex>
  );
}
