// "Content report": every problem the content checks find in pages, resources and forms (as they are
// live, and drafts never published) and in the navigation, each with a link to its edit view:
// errors (what publishing refuses), warnings, and pages and resources not updated in a year.
// The server recomputes it after each change; "Check again" reloads it.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Flex, Td, Tr, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import { AdminPage, ListTable } from '../../admin-kit/page';
import { errorMessage, when, type Report } from './plugin';
import { ProblemList } from './problem-list';
import { CONTENT_TYPE_EDITORIAL } from '@ironbark/shared/content/content-type-uids';

const KIND = {
  page: CONTENT_TYPE_EDITORIAL.page.label,
  resource: CONTENT_TYPE_EDITORIAL.blog.label,
  form: CONTENT_TYPE_EDITORIAL.form.label,
  navigation: CONTENT_TYPE_EDITORIAL.navigation.label,
} as const;

function ReportPage() {
  const { get } = useFetchClient();
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setBusy(true);
    setError('');
    get<Report>('/content-checks/report')
      .then((res) => setReport(res.data))
      .catch((e) => setError(errorMessage(e, 'The report could not be loaded.')))
      .finally(() => setBusy(false));
  }, [get]);

  useEffect(() => load(), [load]);

  return (
    <AdminPage
      title="Content report"
      subtitle="Problems in pages, resources and forms (as they are on the site, and drafts not yet published) and in the navigation. Errors stop publishing until they are fixed; warnings do not. Fix them from each entry's edit view."
      primaryAction={
        <Button variant="secondary" onClick={load} loading={busy}>
          Check again
        </Button>
      }
      error={error}
    >
      {report === null ? (
        !error ? <Typography>Checking the site…</Typography> : null
      ) : (
        <>
          <Box paddingBottom={4}>
            <Typography textColor="neutral600" tag="p" data-testid="content-report-summary">
              {`${report.problems} ${report.problems === 1 ? 'problem' : 'problems'} in ${report.entries.length} of ${report.documents} checked; checked ${when(report.computedAt)}.`}
            </Typography>
          </Box>
          {report.entries.length === 0 ? (
            <Typography textColor="success600">No problems found.</Typography>
          ) : (
            <ListTable headings={['Entry', 'Problems', 'Fix']} rowCount={report.entries.length} testId="content-report">
              {report.entries.map((e) => (
                <Tr key={`${e.uid}-${e.documentId ?? ''}`} style={{ verticalAlign: 'top' }}>
                  <Td style={{ whiteSpace: 'normal' }}>
                    <Flex direction="column" alignItems="flex-start">
                      <Typography fontWeight="semiBold">{e.name}</Typography>
                      <Typography variant="pi" textColor="neutral600">
                        {`${KIND[e.kind]}${e.path ? ` · ${e.path}` : ''}${e.status === 'draft' ? ' · not published' : ''}`}
                      </Typography>
                    </Flex>
                  </Td>
                  <Td style={{ whiteSpace: 'normal' }}>
                    <ProblemList problems={e.problems} />
                  </Td>
                  <Td>
                    <Link to={e.editLink}>Edit {e.name}</Link>
                  </Td>
                </Tr>
              ))}
            </ListTable>
          )}
        </>
      )}
    </AdminPage>
  );
}

export default ReportPage;
