// "Content report": every problem the content checks find in pages, resources and forms (as they are
// live, and drafts never published) and in the navigation, each with a link to its edit view:
// errors (what publishing refuses), warnings, and pages and resources not updated in a year.
// The server recomputes it after each change; "Check again" reloads it.
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { AdminList, type Column } from '../../admin-kit/list';
import { useAdminList } from '../../admin-kit/use-admin-list';
import { when, type Report, type ReportEntry } from './plugin';
import { ProblemList } from './problem-list';
import { CONTENT_TYPE_EDITORIAL } from '@ironbark/shared/content/content-type-uids';

const KIND = {
  page: CONTENT_TYPE_EDITORIAL.page.label,
  resource: CONTENT_TYPE_EDITORIAL.blog.label,
  form: CONTENT_TYPE_EDITORIAL.form.label,
  navigation: CONTENT_TYPE_EDITORIAL.navigation.label,
} as const;

const columns: Column<ReportEntry>[] = [
  {
    heading: 'Entry',
    wrap: true,
    cell: (e) => (
      <Flex direction="column" alignItems="flex-start">
        <Typography fontWeight="semiBold">{e.name}</Typography>
        <Typography variant="pi" textColor="neutral600">
          {`${KIND[e.kind]}${e.path ? ` · ${e.path}` : ''}${e.status === 'draft' ? ' · not published' : ''}`}
        </Typography>
      </Flex>
    ),
  },
  { heading: 'Problems', wrap: true, cell: (e) => <ProblemList problems={e.problems} /> },
  { heading: 'Fix', cell: (e) => <Link to={e.editLink}>Edit {e.name}</Link> },
];

function ReportPage() {
  const list = useAdminList<Report, ReportEntry>('/content-checks/report', { failure: 'The report could not be loaded.', rows: (r) => r.entries });
  const report = list.data;

  return (
    <AdminPage
      title="Content report"
      subtitle="Problems in pages, resources and forms (as they are on the site, and drafts not yet published) and in the navigation. Errors stop publishing until they are fixed; warnings do not. Fix them from each entry's edit view."
      primaryAction={
        <Button variant="secondary" onClick={list.reload} loading={list.loading}>
          Check again
        </Button>
      }
    >
      <AdminList
        list={list}
        columns={columns}
        rowKey={(e) => `${e.uid}-${e.documentId ?? ''}`}
        rowStyle={{ verticalAlign: 'top' }}
        loadingText="Checking the site…"
        empty="No problems found."
        emptyTone="success600"
        testId="content-report"
        above={
          report ? (
            <Box paddingBottom={4}>
              <Typography textColor="neutral600" tag="p" data-testid="content-report-summary">
                {`${report.problems} ${report.problems === 1 ? 'problem' : 'problems'} in ${report.entries.length} of ${report.documents} checked; checked ${when(report.computedAt)}.`}
              </Typography>
            </Box>
          ) : null
        }
      />
    </AdminPage>
  );
}

export default ReportPage;
