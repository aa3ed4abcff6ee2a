// "Scheduled changes": every publish and unpublish still to come, soonest first, with a link to
// the entry, and the changes that failed (with their error) until someone dismisses them.
import { useEffect, useState } from 'react';
import { Box, Td, Tr, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { AdminPage, ListTable } from '../../admin-kit/page';
import { Link } from 'react-router-dom';
import { apiError, entryLink, type Job } from './plugin';
import { formatWeekdayDateTime } from '@ironbark/shared/time';

function Jobs({ jobs, failed }: { jobs: Job[]; failed?: boolean }) {
  return (
    <ListTable headings={['When (Sydney time)', 'Change', 'Entry', 'Set by', ...(failed ? ['Error'] : [])]} rowCount={jobs.length}>
      {jobs.map((j) => (
        <Tr key={j.id}>
          <Td>
            <Typography>{formatWeekdayDateTime(j.runAt)}</Typography>
          </Td>
          <Td>
            <Typography>
              {j.action === 'publish' ? 'Publish' : 'Unpublish'}
              {j.status === 'running' ? ' (running now)' : ''}
            </Typography>
          </Td>
          <Td>
            <Link to={entryLink(j.uid, j.documentId)}>
              <Typography textColor="primary600">
                {j.type}: {j.title ?? j.documentId}
              </Typography>
            </Link>
          </Td>
          <Td>
            <Typography>{j.createdByName ?? '–'}</Typography>
          </Td>
          {failed ? (
            <Td>
              <Typography textColor="danger600" style={{ whiteSpace: 'normal' }}>
                {j.error}
              </Typography>
            </Td>
          ) : null}
        </Tr>
      ))}
    </ListTable>
  );
}

export default function UpcomingPage() {
  const { get } = useFetchClient();
  const [data, setData] = useState<{ upcoming: Job[]; failed: Job[] } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    get<{ upcoming: Job[]; failed: Job[] }>('/scheduling/upcoming')
      .then(({ data }) => setData(data))
      .catch((e) => setError(apiError(e, 'The scheduled changes could not be loaded.')));
  }, [get]);
  return (
    <AdminPage
      title="Scheduled changes"
      subtitle="Every publish and unpublish still to come, in Sydney time. Open an entry to change or cancel its schedule."
      error={error}
    >
      {data ? (
        <>
          {data.failed.length > 0 ? (
            <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
              <Box marginBottom={4}>
                <Typography variant="delta" tag="h2" textColor="danger600">
                  Failed
                </Typography>
              </Box>
              <Jobs jobs={data.failed} failed />
            </Box>
          ) : null}
          <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} data-testid="upcoming-changes">
            <Box marginBottom={4}>
              <Typography variant="delta" tag="h2">
                Upcoming
              </Typography>
            </Box>
            {data.upcoming.length === 0 ? <Typography textColor="neutral600">Nothing is scheduled.</Typography> : <Jobs jobs={data.upcoming} />}
          </Box>
        </>
      ) : null}
    </AdminPage>
  );
}
