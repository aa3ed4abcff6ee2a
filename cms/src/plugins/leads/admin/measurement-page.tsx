// The measurement dashboard (issue 32): for a date range (last 7, 28 or 90 days, or any dates),
// the summary figures with their change on the period of the same length before and a line on
// how each is counted; the daily trend of visits, page views and leads beside the previous
// period's; and where visits came from and what they led to: source / medium, referring sites,
// campaigns, landing pages, buttons, gated downloads and searches that found nothing or little
// (each with a way to add a synonym or pin a result for it). Every
// table exports as CSV. The counts are the site's own, first-party (no cookie, nothing personal);
// docs/editors/measurement.md explains them for the marketing team.
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, Field, Flex, Grid, Link as DsLink, LinkButton, Typography, VisuallyHidden } from '@strapi/design-system';
import { Download, Link as LinkIcon, Plus, WarningCircle } from '@strapi/icons';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { NavLink } from 'react-router-dom';
import { AdminPage } from '../../admin-kit/page';
import { errorMessage } from '../../admin-kit/messages';
import { CAMPAIGN_CHANNEL_LABELS, type CampaignChannel } from '@ironbark/shared/content/campaign';
import { addDays, daysBetween, UNLISTED_CAMPAIGN, type Dashboard as MeasurementDashboard } from '@ironbark/shared/measurement/dashboard';
import { Cell, DataTable, type DataTableProps } from './data-table';
import { EmailWarning, type EmailHealth } from './email-health';
import { dayRange, figureChange, figureValue, FIGURES, longDay, number, percent, type FigureInfo } from './measurement-format';
import { CAMPAIGN_CREATE_PATH, CAMPAIGN_LINKS_PATH } from './plugin';
import { saveCsv } from './save-csv';
import { SearchFix } from './search-fix';
import { SERIES, TrendChart, trendRows } from './trend-chart';
import { siteDay } from '@ironbark/shared/time';
import { SEARCH_FEW_RESULTS } from '@ironbark/shared/search/constants';

type Dashboard = MeasurementDashboard & { email: EmailHealth };
type Table = 'trend' | 'sources' | 'referrers' | 'campaigns' | 'landing-pages' | 'ctas' | 'downloads' | 'searches';

const PRESETS = [7, 28, 90] as const;
const DEMO_REMOVE = 'npm run measurement-demo -w cms -- --remove';

function lastDays(n: number): { from: string; to: string } {
  const to = siteDay();
  return { from: addDays(to, -(n - 1)), to };
}

const TONE_COLOUR = { good: 'success700', bad: 'danger700', neutral: 'neutral700' } as const;

function Figure({ info, data }: { info: FigureInfo; data: Dashboard }) {
  const c = figureChange(info, data.totals, data.previous);
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} width="100%" height="100%" data-testid={`figure-${info.name}`}>
      <Typography variant="sigma" textColor="neutral700" tag="h3">
        {info.label}
      </Typography>
      <Flex gap={3} alignItems="baseline" wrap="wrap" paddingTop={1}>
        <Typography variant="alpha" tag="p">
          {figureValue(info.name, data.totals)}
        </Typography>
        <Typography variant="omega" fontWeight="semiBold" textColor={TONE_COLOUR[c.tone]} tag="p" data-testid="figure-change">
          <span aria-hidden>
            {c.arrow ? `${c.arrow} ` : ''}
            {c.text}
          </span>
          <VisuallyHidden>{c.spoken}</VisuallyHidden>
        </Typography>
      </Flex>
      <Typography variant="pi" textColor="neutral600" tag="p">
        {info.name === 'conversion' ? `Previous period ${percent(data.previous.conversion)}` : `Previous period ${number(data.previous[info.name])}`}
      </Typography>
      <Box paddingTop={2}>
        <Typography variant="pi" textColor="neutral700" tag="p">
          {info.explanation}
        </Typography>
      </Box>
    </Box>
  );
}

function Section({ id, title, description, table, onExport, children }: { id: string; title: string; description: ReactNode; table?: Table; onExport: (t: Table) => void; children: ReactNode }) {
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={6} marginBottom={6} tag="section" aria-labelledby={id} data-testid={`section-${table ?? id}`}>
      <Flex justifyContent="space-between" alignItems="flex-start" gap={4} marginBottom={4}>
        <Box>
          <Typography variant="delta" tag="h2" id={id}>
            {title}
          </Typography>
          <Box paddingTop={1}>
            <Typography variant="pi" textColor="neutral700" tag="p">
              {description}
            </Typography>
          </Box>
        </Box>
        {table ? (
          <Box shrink={0}>
            <Button variant="tertiary" size="S" startIcon={<Download />} onClick={() => onExport(table)} aria-label={`Export CSV of ${title.toLowerCase()}`}>
              Export CSV
            </Button>
          </Box>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}

/**
 * A section that is one exportable table (and what `children` adds below it): the table is named
 * by the section's heading, and the section's id and test ids follow from the table's name.
 */
function TableSection<R>({
  table,
  title,
  description,
  onExport,
  children,
  ...tableProps
}: { table: Table; title: string; description: ReactNode; onExport: (t: Table) => void; children?: ReactNode } & Omit<DataTableProps<R>, 'label' | 'testId'>) {
  return (
    <Section id={`measurement-${table}`} title={title} table={table} onExport={onExport} description={description}>
      <DataTable label={title} testId={`table-${table}`} {...tableProps} />
      {children}
    </Section>
  );
}

function DemoNotice() {
  return (
    <Box background="warning100" borderColor="warning600" borderStyle="solid" borderWidth="1px" hasRadius padding={4} marginBottom={6} role="note" data-testid="measurement-demo">
      <Flex gap={3} alignItems="flex-start">
        <Box paddingTop={1} shrink={0}>
          <WarningCircle fill="warning700" aria-hidden />
        </Box>
        <Box style={{ minWidth: 0 }}>
          <Typography fontWeight="bold" textColor="neutral800" tag="p">
            These figures include generated demo data.
          </Typography>
          <Typography textColor="neutral800" tag="p">
            A month of made-up visits, so the dashboard is not empty on a new install: it is not real traffic. A developer removes it, leaving the real counts, with:
          </Typography>
          <Box paddingTop={1}>
            <Typography tag="code" fontWeight="semiBold" textColor="neutral800" style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {DEMO_REMOVE}
            </Typography>
          </Box>
        </Box>
      </Flex>
    </Box>
  );
}

function RangePicker({ range, loading, onChange }: { range: { from: string; to: string }; loading: boolean; onChange: (r: { from: string; to: string }) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState('');
  const presetsLabel = useId();
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const active = PRESETS.find((n) => {
    const r = lastDays(n);
    return r.from === range.from && r.to === range.to;
  });
  const show = () => {
    if (!from || !to) return setProblem('Choose both dates.');
    if (from > to) return setProblem('The first day is after the last day.');
    if (daysBetween(from, to).length > 366) return setProblem('Choose at most a year.');
    setProblem('');
    onChange({ from, to });
  };
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
      <Flex gap={6} alignItems="flex-end" wrap="wrap">
        <Box>
          <Typography id={presetsLabel} variant="pi" fontWeight="bold" textColor="neutral800" tag="p">
            Dates
          </Typography>
          <Flex gap={2} paddingTop={1} role="group" aria-labelledby={presetsLabel}>
            {PRESETS.map((n) => (
              <Button key={n} variant={active === n ? 'default' : 'tertiary'} aria-pressed={active === n} disabled={loading} onClick={() => onChange(lastDays(n))}>
                Last {n} days
              </Button>
            ))}
          </Flex>
        </Box>
        <Flex gap={3} alignItems="flex-end" wrap="wrap">
          <Field.Root name="from" error={problem || undefined}>
            <Field.Label>From</Field.Label>
            <Field.Input type="date" value={from} max={to || undefined} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root name="to">
            <Field.Label>To</Field.Label>
            <Field.Input type="date" value={to} min={from || undefined} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTo(e.target.value)} />
          </Field.Root>
          <Button variant="secondary" onClick={show} disabled={loading}>
            Show these dates
          </Button>
        </Flex>
      </Flex>
      {problem ? (
        <Box paddingTop={2}>
          <Typography textColor="danger600" role="alert" variant="pi">
            {problem}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

function TrendTable({ data }: { data: Dashboard }) {
  const rows = trendRows(data.trend);
  return (
    <DataTable
      label="Visits, page views and leads a day, with the previous period"
      rows={rows}
      rowKey={(r) => r.day}
      first={400}
      empty="No days in this range."
      testId="trend-table"
      columns={[
        { heading: 'Day', cell: (r) => <Cell>{longDay(r.day)}</Cell> },
        ...SERIES.map((s) => ({ heading: s.label, numeric: true, cell: (r: (typeof rows)[number]) => <Cell>{number(r[s.metric])}</Cell> })),
        { heading: 'Previous period day', cell: (r) => <Cell muted>{r.previousDay ? longDay(r.previousDay) : '–'}</Cell> },
        ...SERIES.map((s) => ({
          heading: `${s.label} (previous)`,
          numeric: true,
          cell: (r: (typeof rows)[number]) => <Cell muted>{number(s.metric === 'visits' ? (r.previousVisits ?? 0) : s.metric === 'views' ? (r.previousViews ?? 0) : (r.previousLeads ?? 0))}</Cell>,
        })),
      ]}
    />
  );
}

const visitColumns = <R extends { visits: number; leads: number; convertedVisits: number; conversion: number | null }>() => [
  { heading: 'Visits', numeric: true, cell: (r: R) => <Cell>{number(r.visits)}</Cell> },
  { heading: 'Leads', numeric: true, cell: (r: R) => <Cell>{number(r.leads)}</Cell> },
  { heading: 'Visits with a lead', numeric: true, cell: (r: R) => <Cell>{number(r.convertedVisits)}</Cell> },
  { heading: 'Conversion', numeric: true, cell: (r: R) => <Cell>{percent(r.conversion)}</Cell> },
];

function PageName({ path, titles }: { path: string; titles: Map<string, string> }) {
  const title = titles.get(path);
  return (
    <>
      <Cell>{title ?? path}</Cell>
      {title ? (
        <Box>
          <Cell muted>{path}</Cell>
        </Box>
      ) : null}
    </>
  );
}

function Breakdowns({ data, titles, onExport }: { data: Dashboard; titles: Map<string, string>; onExport: (t: Table) => void }) {
  const [tableShown, setTableShown] = useState(false);
  const summaryId = useId();
  const days = daysBetween(data.from, data.to).length;
  const total = (m: 'visits' | 'views' | 'leads', rows: { visits: number; views: number; leads: number }[]) => rows.reduce((s, r) => s + r[m], 0);
  return (
    <>
      <Section
        id="measurement-trend"
        title="Daily trend"
        table="trend"
        onExport={onExport}
        description={`Solid lines: ${dayRange(data.from, data.to)}. Dashed lines: the ${days} days before (${dayRange(data.previousFrom, data.previousTo)}), day 1 beside day 1. Leads have a chart of their own below.`}
      >
        <TrendChart data={data} description={summaryId} />
        <Box paddingTop={3}>
          <Typography id={summaryId} variant="pi" textColor="neutral700" tag="p">
            {SERIES.map((s) => `${s.label}: ${number(total(s.metric, data.trend.current))} (previous period ${number(total(s.metric, data.trend.previous))})`).join('. ')}.
          </Typography>
        </Box>
        <Box paddingTop={3}>
          <Button variant="tertiary" size="S" onClick={() => setTableShown((v) => !v)} aria-expanded={tableShown} aria-controls="measurement-trend-table">
            {tableShown ? 'Hide the numbers' : 'Show the numbers as a table'}
          </Button>
        </Box>
        <Box id="measurement-trend-table" paddingTop={3} hidden={!tableShown}>
          {tableShown ? <TrendTable data={data} /> : null}
        </Box>
      </Section>

      <TableSection
        table="sources"
        title="Source / medium"
        onExport={onExport}
        description="Where visits came from, by the utm_source and utm_medium of the tagged link that brought them (lower case). (none): no tagged link; see Referring sites."
        rows={data.sources}
        rowKey={(r) => `${r.source}\u0000${r.medium}`}
        empty="No visits in these dates."
        columns={[
          { heading: 'Source', width: '22%', cell: (r) => <Cell>{r.source}</Cell> },
          { heading: 'Medium', width: '22%', cell: (r) => <Cell>{r.medium}</Cell> },
          ...visitColumns<(typeof data.sources)[number]>(),
        ]}
      />

      <TableSection
        table="referrers"
        title="Referring sites"
        onExport={onExport}
        description="The site each visit came from, by its address, when the browser says so. (none): typed or bookmarked, from an app or e-mail program, or a site that hides itself."
        rows={data.referrers}
        rowKey={(r) => r.host}
        empty="No visits in these dates."
        columns={[{ heading: 'Referring site', width: '40%', cell: (r) => <Cell>{r.host}</Cell> }, ...visitColumns<(typeof data.referrers)[number]>()]}
      />

      <TableSection
        table="campaigns"
        title="Campaigns"
        onExport={onExport}
        description="Visits that arrived through a campaign's tagged link (its code is the utm_campaign), their leads and conversion; page views of the link's pages and button clicks made after it."
        rows={data.campaigns}
        rowKey={(r) => r.code}
        alwaysShow={(r) => r.code === UNLISTED_CAMPAIGN}
        empty="No campaigns yet, and no visits with a campaign code in these dates."
        columns={[
          {
            heading: 'Campaign',
            width: '30%',
            cell: (r) =>
              r.code === UNLISTED_CAMPAIGN ? (
                <>
                  <Cell>Unlisted codes ({number(r.codes ?? 0)})</Cell>
                  <Box>
                    <Cell muted>
                      {r.unlistedCodes && r.unlistedCodes.length > 0
                        ? `Most visits: ${r.unlistedCodes
                            .slice(0, 5)
                            .map((c) => `${c.code} (${number(c.visits)})`)
                            .join(', ')}`
                        : 'Codes that match no campaign'}
                    </Cell>
                  </Box>
                </>
              ) : (
                <>
                  <Cell>{r.name}</Cell>
                  <Box>
                    <Cell muted>{r.code}</Cell>
                  </Box>
                </>
              ),
          },
          { heading: 'Channel', nowrap: true, cell: (r) => <Cell>{r.channel ? (CAMPAIGN_CHANNEL_LABELS[r.channel as CampaignChannel] ?? r.channel) : '–'}</Cell> },
          { heading: 'Page views', numeric: true, cell: (r) => <Cell>{number(r.views)}</Cell> },
          { heading: 'Button clicks', numeric: true, cell: (r) => <Cell>{number(r.ctaClicks)}</Cell> },
          ...visitColumns<(typeof data.campaigns)[number]>(),
        ]}
      >
        <Box paddingTop={4}>
          <Typography variant="pi" textColor="neutral700" tag="p" data-testid="unlisted-hint">
            Unlisted codes: every campaign code that matches no campaign in the Campaigns list (a typo, an old link or a made-up code) is counted in this one row.{' '}
            Add a campaign with the code to count it on its own, days already counted included.
          </Typography>
          <Flex gap={4} paddingTop={2} wrap="wrap">
            <DsLink tag={NavLink} to={CAMPAIGN_CREATE_PATH} startIcon={<Plus />}>
              Create a campaign
            </DsLink>
            <DsLink tag={NavLink} to={CAMPAIGN_LINKS_PATH} startIcon={<LinkIcon />}>
              Build a campaign link
            </DsLink>
          </Flex>
        </Box>
      </TableSection>

      <TableSection
        table="landing-pages"
        title="Landing pages"
        onExport={onExport}
        description="The first page of each visit: the visits that began there, the leads of those visits (sent from any page) and their conversion."
        rows={data.landingPages}
        rowKey={(r) => r.path}
        empty="No visits in these dates."
        columns={[{ heading: 'Landing page', width: '44%', cell: (r) => <PageName path={r.path} titles={titles} /> }, ...visitColumns<(typeof data.landingPages)[number]>()]}
      />

      <TableSection
        table="ctas"
        title="Buttons"
        onExport={onExport}
        description="Clicks on each call to action, on the page it sits on, and the leads sent after a click on it."
        rows={data.ctas}
        rowKey={(r) => `${r.cta}\u0000${r.path}`}
        empty="No button clicks in these dates."
        columns={[
          { heading: 'Button', width: '36%', cell: (r) => <Cell>{r.label}</Cell> },
          { heading: 'On page', width: '36%', cell: (r) => <PageName path={r.path} titles={titles} /> },
          { heading: 'Clicks', numeric: true, cell: (r) => <Cell>{number(r.clicks)}</Cell> },
          { heading: 'Leads after a click', numeric: true, cell: (r) => <Cell>{number(r.leads)}</Cell> },
        ]}
      />

      <Grid.Root gap={6}>
        <Grid.Item col={6} s={12} alignItems="stretch" direction="column">
          <TableSection
            table="downloads"
            title="Gated downloads"
            onExport={onExport}
            description="Guides downloaded through their download form."
            rows={data.downloads}
            rowKey={(r) => r.path}
            empty="No gated downloads in these dates."
            columns={[
              { heading: 'Guide', cell: (r) => <Cell>{r.path}</Cell> },
              { heading: 'Downloads', numeric: true, cell: (r) => <Cell>{number(r.downloads)}</Cell> },
            ]}
          />
        </Grid.Item>
        <Grid.Item col={12} s={12} alignItems="stretch" direction="column">
          <TableSection
            table="searches"
            title="Searches with no or few results"
            onExport={onExport}
            description={`What visitors searched for and did not find (no results), or found little of (only a "did you mean", or ${SEARCH_FEW_RESULTS} results or fewer): add a synonym or pin a result, or write about it.`}
            rows={data.searches}
            rowKey={(r) => r.term}
            empty="Every search found what it looked for in these dates."
            columns={[
              { heading: 'Search', cell: (r) => <Cell>{r.term}</Cell> },
              { heading: 'No results', numeric: true, cell: (r) => <Cell>{number(r.count)}</Cell> },
              { heading: 'Few results', numeric: true, cell: (r) => <Cell>{number(r.few)}</Cell> },
              { heading: 'Fix', cell: (r) => <SearchFix term={r.term} /> },
            ]}
          />
        </Grid.Item>
      </Grid.Root>
    </>
  );
}

export default function MeasurementPage() {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [range, setRange] = useState(() => lastDays(28));
  const [data, setData] = useState<Dashboard | null>(null);
  const [titles, setTitles] = useState<Map<string, string>>(new Map());
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(
    async (r: { from: string; to: string }) => {
      setLoading(true);
      setError('');
      try {
        const res = await get<Dashboard>('/leads/measurement', { params: r });
        setData(res.data);
      } catch (e) {
        setError(errorMessage(e, 'The figures could not be loaded.'));
      } finally {
        setLoading(false);
      }
    },
    [get],
  );

  useEffect(() => {
    void load(range);
  }, [load, range]);

  useEffect(() => {
    // Page titles beside their paths; the paths alone when they cannot be read.
    get<{ pages: { path: string; title: string }[] }>('/leads/measurement/link-options')
      .then(({ data: o }) => setTitles(new Map(o.pages.map((p) => [p.path, p.title]))))
      .catch(() => undefined);
  }, [get]);

  const exportTable = (table: Table) =>
    saveCsv('/leads/measurement/export', { ...range, table }, `measurement-${table}-${range.from}-to-${range.to}.csv`).catch((e: Error) =>
      toggleNotification({ type: 'danger', message: `The export failed: ${e.message}` }),
    );

  return (
    <AdminPage
      title="Measurement"
      subtitle="How people find the site and what they do there, from the site's own counts: no cookie, nothing personal. Days in Sydney time."
      primaryAction={
        <LinkButton tag={NavLink} to={CAMPAIGN_LINKS_PATH} variant="secondary" startIcon={<LinkIcon />}>
          Build a campaign link
        </LinkButton>
      }
      error={error}
    >
      {data?.demo ? <DemoNotice /> : null}
      {data ? (
        <Box marginBottom={4}>
          <EmailWarning health={data.email} />
        </Box>
      ) : null}
      <RangePicker range={range} loading={loading} onChange={setRange} />
      <Box aria-busy={loading}>
        <Typography role="status" variant="pi" textColor="neutral700" tag="p">
          {loading
            ? 'Loading the figures…'
            : data
              ? `${dayRange(data.from, data.to)} (${daysBetween(data.from, data.to).length} days), compared with the ${daysBetween(data.previousFrom, data.previousTo).length} days before: ${dayRange(data.previousFrom, data.previousTo)}.`
              : ''}
        </Typography>
        {data ? (
          <>
            <VisuallyHidden>
              <h2>Summary</h2>
            </VisuallyHidden>
            <Grid.Root gap={4} marginTop={4} marginBottom={6} data-testid="measurement-figures">
              {FIGURES.map((info) => (
                <Grid.Item key={info.name} col={3} m={6} xs={12} alignItems="stretch" direction="column">
                  <Figure info={info} data={data} />
                </Grid.Item>
              ))}
            </Grid.Root>
            <Breakdowns data={data} titles={titles} onExport={exportTable} />
            <Typography variant="pi" textColor="neutral700" tag="p">
              Days are Sydney days. Each change compares with the period of the same length just before; &ldquo;–&rdquo; means the previous period has no figures to
              compare with. Raw events are kept 30 days, daily counts longer.
            </Typography>
          </>
        ) : null}
      </Box>
    </AdminPage>
  );
}
