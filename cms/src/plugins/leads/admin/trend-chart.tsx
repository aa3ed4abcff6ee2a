// The measurement dashboard's daily trend: visits, page views and leads for each day of the range
// (solid lines) with the period of the same length just before it (dashed lines, day 1 beside
// day 1). Leads have a chart of their own under the same days, so a handful of leads is not a
// flat line under hundreds of views. The chart is a picture of the numbers; the same numbers are a table one
// click away (and a CSV), and the picture's text alternative says so.
import { useId, useMemo, useState } from 'react';
import { Box, Checkbox, Flex, Typography } from '@strapi/design-system';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard, TrendPoint } from '@ironbark/shared/measurement/dashboard';
import { longDay, number, shortDay } from './measurement-format';

type Metric = 'visits' | 'views' | 'leads';

export const SERIES: { metric: Metric; label: string; colour: string }[] = [
  // Colours with at least 4.5:1 against white, told apart by hue and, for leads, their own axis.
  { metric: 'visits', label: 'Visits', colour: '#4945ff' },
  { metric: 'views', label: 'Page views', colour: '#a34d00' },
  { metric: 'leads', label: 'Leads', colour: '#1d7a46' },
];

export const PREVIOUS_SUFFIX = ' (previous period)';

/** Two charts over the same days: visits and page views, then leads on a scale of their own. */
const PANELS: { id: string; metrics: Metric[]; height: number }[] = [
  { id: 'visits', metrics: ['visits', 'views'], height: 300 },
  { id: 'leads', metrics: ['leads'], height: 190 },
];

interface Row {
  day: string;
  previousDay: string | null;
  visits: number;
  views: number;
  leads: number;
  previousVisits: number | null;
  previousViews: number | null;
  previousLeads: number | null;
}

const previousKey = (m: Metric) => (m === 'visits' ? 'previousVisits' : m === 'views' ? 'previousViews' : 'previousLeads');

export function trendRows(trend: Dashboard['trend']): Row[] {
  return trend.current.map((p: TrendPoint, i) => {
    const q = trend.previous[i];
    return {
      day: p.day,
      previousDay: q?.day ?? null,
      visits: p.visits,
      views: p.views,
      leads: p.leads,
      previousVisits: q?.visits ?? null,
      previousViews: q?.views ?? null,
      previousLeads: q?.leads ?? null,
    };
  });
}

function TrendTooltip({ active, payload, metrics }: { active?: boolean; payload?: readonly { payload?: unknown }[]; metrics: Metric[] }) {
  const row = payload?.[0]?.payload as Row | undefined;
  if (!active || !row) return null;
  const series = SERIES.filter((s) => metrics.includes(s.metric));
  return (
    <Box background="neutral0" hasRadius shadow="popupShadow" padding={3} borderColor="neutral200">
      <Typography variant="omega" fontWeight="bold" tag="p">
        {longDay(row.day)}
      </Typography>
      {series.map((s) => (
        <Typography key={s.metric} variant="pi" tag="p">
          {s.label}: {number(row[s.metric])}
        </Typography>
      ))}
      {row.previousDay ? (
        <>
          <Box paddingTop={2}>
            <Typography variant="pi" fontWeight="bold" tag="p" textColor="neutral700">
              Previous period: {longDay(row.previousDay)}
            </Typography>
          </Box>
          {series.map((s) => (
            <Typography key={s.metric} variant="pi" tag="p" textColor="neutral700">
              {s.label}: {number(row[previousKey(s.metric)] ?? 0)}
            </Typography>
          ))}
        </>
      ) : null}
    </Box>
  );
}

/** The chart, with choices of what it shows; `description` is the id of the text that sums it up. */
export function TrendChart({ data, description }: { data: Dashboard; description: string }) {
  const rows = useMemo(() => trendRows(data.trend), [data.trend]);
  const [shown, setShown] = useState<Record<Metric | 'previous', boolean>>({ visits: true, views: true, leads: true, previous: true });
  const groupLabel = useId();
  const toggle = (key: Metric | 'previous') => (checked: boolean | 'indeterminate') => setShown((s) => ({ ...s, [key]: checked === true }));
  // About 8 labels along the bottom, whatever the length of the range.
  const interval = Math.max(0, Math.ceil(rows.length / 8) - 1);

  return (
    <>
      <Flex gap={5} wrap="wrap" marginBottom={3} role="group" aria-labelledby={groupLabel}>
        <Typography id={groupLabel} variant="pi" fontWeight="bold" textColor="neutral800">
          Show:
        </Typography>
        {SERIES.map((s) => (
          <Checkbox key={s.metric} checked={shown[s.metric]} onCheckedChange={toggle(s.metric)}>
            {s.label}
          </Checkbox>
        ))}
        <Checkbox checked={shown.previous} onCheckedChange={toggle('previous')}>
          Previous period (dashed)
        </Checkbox>
      </Flex>
      <div
        role="img"
        aria-label={`Line charts of visits and page views, and of leads, a day from ${longDay(data.from)} to ${longDay(data.to)}, with the previous period dashed. The numbers are in the table below the charts.`}
        aria-describedby={description}
        data-testid="trend-chart"
      >
        {/* Leads have a chart of their own under the same days: a handful a day would be a flat line beside hundreds of views. */}
        {PANELS.map((panel) => {
          const series = SERIES.filter((s) => panel.metrics.includes(s.metric));
          if (!series.some((s) => shown[s.metric])) return null;
          return (
            <div key={panel.id} style={{ width: '100%', height: panel.height }} data-testid={`trend-${panel.id}`}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={rows} syncId="measurement-trend" margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
                  <CartesianGrid stroke="#dcdce4" strokeDasharray="2 4" vertical={false} />
                  <XAxis dataKey="day" tickFormatter={shortDay} interval={interval} tick={{ fill: '#32324d', fontSize: 12 }} stroke="#8e8ea9" />
                  <YAxis allowDecimals={false} tick={{ fill: '#32324d', fontSize: 12 }} stroke="#8e8ea9" width={56} tickFormatter={(v: number) => number(v)} />
                  <Tooltip content={(props) => <TrendTooltip active={props.active} payload={props.payload} metrics={panel.metrics} />} />
                  <Legend iconType="plainline" itemSorter={null} verticalAlign="top" align="left" wrapperStyle={{ fontSize: 13, color: '#32324d', paddingBottom: 8, paddingLeft: 56 }} />
                  {series.map((s) => (
                    <Line key={s.metric} type="monotone" dataKey={s.metric} name={s.label} stroke={s.colour} strokeWidth={2.5} dot={false} hide={!shown[s.metric]} isAnimationActive={false} />
                  ))}
                  {series.map((s) => (
                    <Line
                      key={`previous-${s.metric}`}
                      type="monotone"
                      dataKey={previousKey(s.metric)}
                      name={`${s.label}${PREVIOUS_SUFFIX}`}
                      stroke={s.colour}
                      strokeWidth={1.75}
                      strokeDasharray="6 4"
                      dot={false}
                      hide={!shown[s.metric] || !shown.previous}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
          );
        })}
      </div>
    </>
  );
}
