// The edit view of a page, resource, the navigation or the global settings: a "Schedule" panel to
// publish and/or unpublish at a time entered in Sydney time, the changes still to come with
// Cancel, and a failed change shown as an error until the editor dismisses it.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Field, Flex, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import type { SidePanelProps } from '../../admin-kit/page';
import { apiError, SCHEDULABLE, type Job } from './plugin';
import { formatWeekdayDateTime, siteWallToUtc } from '@ironbark/shared/time';

function Schedule({ model, documentId, locale }: { model: string; documentId: string; locale: string | null }) {
  const { get, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const { data } = await get<{ jobs: Job[] }>('/scheduling/entry', { params: { uid: model, documentId } });
      setJobs(data.jobs);
    } catch {
      setJobs([]);
    }
  }, [get, model, documentId]);

  useEffect(() => {
    void load();
    // While a change is due soon, keep the list current (it runs within a minute of its time).
    const timer = setInterval(() => void load(), 20_000);
    return () => clearInterval(timer);
  }, [load]);

  const submit = async () => {
    setError(null);
    const body: Record<string, string | null> = { uid: model, documentId, locale };
    for (const [field, label, value] of [
      ['publishAt', 'Publish at', publishAt],
      ['unpublishAt', 'Unpublish at', unpublishAt],
    ] as const) {
      if (value === '') continue;
      const utc = siteWallToUtc(value);
      if (!utc) return setError({ field, message: `${label}: choose a date and a time` });
      body[field] = utc;
    }
    setBusy(true);
    try {
      await post('/scheduling/jobs', body);
      setPublishAt('');
      setUnpublishAt('');
      toggleNotification({ type: 'success', message: 'Scheduled' });
      await load();
    } catch (e) {
      const field = (e as { response?: { data?: { error?: { details?: { errors?: { path?: string[] }[] } } } } }).response?.data?.error?.details?.errors?.[0]?.path?.[0] ?? '';
      setError({ field, message: apiError(e, 'The change could not be scheduled') });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (job: Job) => {
    try {
      await del(`/scheduling/jobs/${job.id}`);
      await load();
    } catch (e) {
      toggleNotification({ type: 'danger', message: apiError(e, 'It could not be cancelled') });
    }
  };

  const pending = (jobs ?? []).filter((j) => j.status === 'pending' || j.status === 'running');
  const failed = (jobs ?? []).filter((j) => j.status === 'failed');
  const fieldError = (field: string) => (error && (error.field === field || (field === 'publishAt' && !['publishAt', 'unpublishAt'].includes(error.field))) ? error.message : undefined);

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="schedule-panel">
      {failed.map((j) => (
        <Box key={j.id} background="danger100" borderColor="danger600" hasRadius padding={3} role="alert">
          <Typography tag="p" textColor="danger700" fontWeight="bold">
            The scheduled {j.action} on {formatWeekdayDateTime(j.runAt)} failed
          </Typography>
          <Typography tag="p" textColor="danger700" style={{ overflowWrap: 'anywhere' }}>
            {j.error}
          </Typography>
          <Button size="S" variant="tertiary" onClick={() => void cancel(j)}>
            Dismiss
          </Button>
        </Box>
      ))}
      <Field.Root name="publishAt" error={fieldError('publishAt')}>
        <Field.Label>Publish at (Sydney time)</Field.Label>
        <Field.Input type="datetime-local" value={publishAt} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setPublishAt(e.target.value)} />
        <Field.Error />
      </Field.Root>
      <Field.Root name="unpublishAt" error={fieldError('unpublishAt')}>
        <Field.Label>Unpublish at (Sydney time)</Field.Label>
        <Field.Input type="datetime-local" value={unpublishAt} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setUnpublishAt(e.target.value)} />
        <Field.Error />
      </Field.Root>
      <Button variant="secondary" onClick={() => void submit()} loading={busy} disabled={publishAt === '' && unpublishAt === ''}>
        Schedule
      </Button>
      <Box>
        <Typography variant="sigma" textColor="neutral600" tag="h3">
          Scheduled
        </Typography>
        {jobs === null ? (
          <Typography tag="p">Loading…</Typography>
        ) : pending.length === 0 ? (
          <Typography tag="p" textColor="neutral600">
            Nothing scheduled.
          </Typography>
        ) : (
          <ul data-testid="scheduled-jobs">
            {pending.map((j) => (
              <li key={j.id}>
                <Flex justifyContent="space-between" gap={2} paddingTop={2}>
                  <Typography>
                    {j.action === 'publish' ? 'Publish' : 'Unpublish'}: {formatWeekdayDateTime(j.runAt)}
                    {j.status === 'running' ? ' (running now)' : ''}
                  </Typography>
                  {j.status === 'pending' ? (
                    <Button size="S" variant="danger-light" onClick={() => void cancel(j)} aria-label={`Cancel the ${j.action} on ${formatWeekdayDateTime(j.runAt)}`}>
                      Cancel
                    </Button>
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Box>
    </Flex>
  );
}

export function SchedulePanel({ model, documentId, document }: SidePanelProps) {
  if (!SCHEDULABLE[model]) return null;
  const id = documentId ?? (typeof document?.documentId === 'string' ? document.documentId : undefined);
  if (!id) return { title: 'Schedule', content: <Typography textColor="neutral600">Save this entry to schedule it.</Typography> };
  const locale = typeof document?.locale === 'string' ? document.locale : null;
  return { title: 'Schedule', content: <Schedule model={model} documentId={id} locale={locale} /> };
}
SchedulePanel.type = 'scheduling-schedule';
