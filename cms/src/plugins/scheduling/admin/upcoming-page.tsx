// "Scheduled changes": every publish and unpublish still to come, soonest first, with a link to
// the entry, and the changes that failed (with their error) until someone dismisses them.
import { Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { AdminList, type Column } from '../../admin-kit/list';
import { useAdminList } from '../../admin-kit/use-admin-list';
import { entryLink, type Job } from './plugin';

const columns: Column<Job>[] = [
  { heading: 'When (Sydney time)', date: (j) => j.runAt, weekday: true },
  { heading: 'Change', cell: (j) => `${j.action === 'publish' ? 'Publish' : 'Unpublish'}${j.status === 'running' ? ' (running now)' : ''}` },
  {
    heading: 'Entry',
    cell: (j) => (
      <Link to={entryLink(j.uid, j.documentId)}>
        <Typography textColor="primary600">
          {j.type}: {j.title ?? j.documentId}
        </Typography>
      </Link>
    ),
  },
  { heading: 'Set by', cell: (j) => j.createdByName ?? '–' },
];

const failedColumns: Column<Job>[] = [
  ...columns,
  {
    heading: 'Error',
    cell: (j) => (
      <Typography textColor="danger600" style={{ whiteSpace: 'normal' }}>
        {j.error}
      </Typography>
    ),
  },
];

export default function UpcomingPage() {
  const list = useAdminList<{ upcoming: Job[]; failed: Job[] }, Job>('/scheduling/upcoming', { failure: 'The scheduled changes could not be loaded.', rows: (d) => d.upcoming });
  const failed = list.data?.failed ?? [];
  return (
    <AdminPage title="Scheduled changes" subtitle="Every publish and unpublish still to come, in Sydney time. Open an entry to change or cancel its schedule.">
      {failed.length > 0 ? <AdminList rows={failed} columns={failedColumns} empty="" framed title="Failed" titleTone="danger600" marginBottom={6} /> : null}
      <AdminList list={list} columns={columns} empty="Nothing is scheduled." framed title="Upcoming" testId="upcoming-changes" />
    </AdminPage>
  );
}
