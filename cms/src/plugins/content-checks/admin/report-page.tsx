// "Content report": every problem the content checks find in pages and resources (as they are
// live, and drafts never published) and in the navigation, each with a link to its edit view.
// The server recomputes it after each change; "Check again" reloads it.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { Link } from 'react-router-dom';
import { errorMessage, when, type Report } from './plugin';

const KIND = { page: 'Page', resource: 'Resource', navigation: 'Navigation' } as const;

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
    <Layouts.Root>
      <Page.Title>Content report</Page.Title>
      <Page.Main>
        <Layouts.Header
          title="Content report"
          subtitle="Problems in pages and resources (as they are on the site, and drafts not yet published) and in the navigation. They are warnings: fix them from each entry's edit view."
          primaryAction={
            <Button variant="secondary" onClick={load} loading={busy}>
              Check again
            </Button>
          }
        />
        <Layouts.Content>
          {error ? (
            <Box paddingBottom={4}>
              <Typography textColor="danger600" role="alert" tag="p">
                {error}
              </Typography>
            </Box>
          ) : null}
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
                <Table colCount={3} rowCount={report.entries.length + 1} data-testid="content-report">
                  <Thead>
                    <Tr>
                      <Th>
                        <Typography variant="sigma">Entry</Typography>
                      </Th>
                      <Th>
                        <Typography variant="sigma">Problems</Typography>
                      </Th>
                      <Th>
                        <Typography variant="sigma">Fix</Typography>
                      </Th>
                    </Tr>
                  </Thead>
                  <Tbody>
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
                          <ul style={{ listStyle: 'disc', paddingLeft: '1.2rem' }}>
                            {e.problems.map((p, i) => (
                              <li key={`${p.code}-${i}`} data-code={p.code}>
                                <Typography variant="pi">{p.message}</Typography>
                              </li>
                            ))}
                          </ul>
                        </Td>
                        <Td>
                          <Link to={e.editLink}>Edit {e.name}</Link>
                        </Td>
                      </Tr>
                    ))}
                  </Tbody>
                </Table>
              )}
            </>
          )}
        </Layouts.Content>
      </Page.Main>
    </Layouts.Root>
  );
}

export default ReportPage;
