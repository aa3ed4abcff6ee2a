// The measurement dashboard: for a date range, views, clicks, forms and leads per page, per
// campaign and per button, with the conversion rate (leads per view; per click for buttons),
// and the searches that found nothing. Each table exports as CSV. Counts come from the site's
// own first-party events (no cookies, no personal data); leads from the stored form submissions.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Field, Flex, Grid, Td, Tr, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { AdminPage, ListTable } from '../../admin-kit/page';
import type { Dashboard as MeasurementDashboard, DashboardRow } from '@ironbark/shared/measurement/dashboard';
import { EmailWarning, type EmailHealth } from './email-health';
import { READ_PERMISSIONS } from './plugin';
import { saveCsv } from './save-csv';

type Row = DashboardRow;
type Dashboard = MeasurementDashboard & { email: EmailHealth };

const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const percent = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
const number = (v: number) => v.toLocaleString('en-AU');

type Table = 'pages' | 'campaigns' | 'ctas' | 'searches';

function Section({ title, table, onExport, children }: { title: string; table: Table; onExport: (t: Table) => void; children: React.ReactNode }) {
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
      <Flex justifyContent="space-between" alignItems="center" marginBottom={4} gap={2} wrap="wrap">
        <Typography variant="delta" tag="h2">
          {title}
        </Typography>
        <Button variant="tertiary" size="S" startIcon={<Download />} onClick={() => onExport(table)}>
          Export CSV
        </Button>
      </Flex>
      <Box overflow="auto">{children}</Box>
    </Box>
  );
}

function RowTable<K extends string>({ rows, keyName, heading, base }: { rows: (Row & Record<K, string>)[]; keyName: K; heading: string; base: 'views' | 'ctaClicks' }) {
  if (rows.length === 0) return <Typography textColor="neutral600">Nothing recorded in these dates.</Typography>;
  return (
    <ListTable headings={[heading, base === 'views' ? 'Views' : 'Clicks', base === 'views' ? 'Button clicks' : 'Views', 'Leads', 'Conversion']} rowCount={rows.length}>
      {rows.map((r) => (
        <Tr key={r[keyName]}>
          <Td>
            <Typography>{r[keyName]}</Typography>
          </Td>
          <Td>
            <Typography>{number(r[base])}</Typography>
          </Td>
          <Td>
            <Typography>{number(base === 'views' ? r.ctaClicks : r.views)}</Typography>
          </Td>
          <Td>
            <Typography>{number(r.leads)}</Typography>
          </Td>
          <Td>
            <Typography>{percent(r.conversion)}</Typography>
          </Td>
        </Tr>
      ))}
    </ListTable>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} width="100%" height="100%">
      <Typography variant="sigma" textColor="neutral600" tag="p">
        {label}
      </Typography>
      <Typography variant="alpha" tag="p">
        {value}
      </Typography>
    </Box>
  );
}

function MeasurementPage() {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 29 * 86_400_000);
  const [from, setFrom] = useState(day(monthAgo));
  const [to, setTo] = useState(day(today));
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    try {
      const res = await get<Dashboard>('/leads/measurement', { params: { from, to } });
      setData(res.data);
    } catch (e) {
      const message = (e as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message;
      setError(message ?? 'The figures could not be loaded.');
    }
  }, [get, from, to]);

  useEffect(() => {
    void load();
    // Loaded once on arrival; later loads are asked for with "Show".
  }, []);

  const exportTable = (table: Table) =>
    saveCsv('/leads/measurement/export', { from, to, table }, `measurement-${table}-${from}-to-${to}.csv`).catch((e: Error) =>
      toggleNotification({ type: 'danger', message: `The export failed: ${e.message}` }),
    );

  return (
    <AdminPage
      title="Measurement"
      subtitle="Views, clicks and leads by page, campaign and button, from the site's own first-party counts (no cookies, nothing personal)"
    >
      <Flex gap={4} alignItems="flex-end" wrap="wrap" marginBottom={6}>
        <Field.Root name="from">
          <Field.Label>From</Field.Label>
          <Field.Input type="date" value={from} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root name="to">
          <Field.Label>To</Field.Label>
          <Field.Input type="date" value={to} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTo(e.target.value)} />
        </Field.Root>
        <Button onClick={() => void load()}>Show</Button>
      </Flex>
      {error ? (
        <Typography textColor="danger600" role="alert">
          {error}
        </Typography>
      ) : null}
      {data ? (
        <>
          <Box marginBottom={4}>
            <EmailWarning health={data.email} />
          </Box>
          <Grid.Root gap={4} marginBottom={6}>
            {[
              ['Page views', number(data.totals.views)],
              ['Button clicks', number(data.totals.ctaClicks)],
              ['Forms sent', number(data.totals.formSends)],
              ['PDF downloads', number(data.totals.downloads)],
              ['Leads', number(data.totals.leads)],
              ['Conversion', percent(data.totals.conversion)],
            ].map(([label, value]) => (
              <Grid.Item key={label} col={2} s={4} xs={6} alignItems="stretch">
                <Figure label={label!} value={value!} />
              </Grid.Item>
            ))}
          </Grid.Root>
          <Section title="Pages" table="pages" onExport={exportTable}>
            <RowTable rows={data.pages} keyName="path" heading="Page" base="views" />
          </Section>
          <Section title="Campaigns" table="campaigns" onExport={exportTable}>
            <RowTable rows={data.campaigns} keyName="campaign" heading="Campaign" base="views" />
          </Section>
          <Section title="Buttons" table="ctas" onExport={exportTable}>
            <RowTable rows={data.ctas} keyName="cta" heading="Button" base="ctaClicks" />
          </Section>
          <Section title="Searches without results" table="searches" onExport={exportTable}>
            {data.searches.length === 0 ? (
              <Typography textColor="neutral600">No search came back empty in these dates.</Typography>
            ) : (
              <ListTable headings={['Search', 'Times']} rowCount={data.searches.length}>
                {data.searches.map((s) => (
                  <Tr key={s.term}>
                    <Td>
                      <Typography>{s.term}</Typography>
                    </Td>
                    <Td>
                      <Typography>{number(s.count)}</Typography>
                    </Td>
                  </Tr>
                ))}
              </ListTable>
            )}
          </Section>
          <Typography textColor="neutral600" variant="pi">
            Days in {data.timeZone} time. Conversion: leads per view (per click for buttons); spam leads are not counted.
          </Typography>
        </>
      ) : null}
    </AdminPage>
  );
}

export default function ProtectedMeasurementPage() {
  return (
    <Page.Protect permissions={READ_PERMISSIONS}>
      <MeasurementPage />
    </Page.Protect>
  );
}
