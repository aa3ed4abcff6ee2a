// Webhook alerts in the admin (server: lead-webhooks.ts): the leads list's "Send a test alert"
// (a made-up lead to every configured webhook, each outcome shown), and on a lead the deliveries
// of its alerts: sent, failed and why, each attempt with its time.
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Bell } from '@strapi/icons';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import type { AlertLog } from '@ironbark/shared/forms/lead-alerts';
import { formatDateTimeSeconds } from '@ironbark/shared/time';

interface Endpoint {
  id: string;
  format: string;
}

function useWebhooks(): Endpoint[] {
  const { get } = useFetchClient();
  const [endpoints, setEndpoints] = useState<Endpoint[]>([]);
  useEffect(() => {
    let live = true;
    get<{ webhooks?: Endpoint[] }>('/leads/health')
      .then(({ data }) => live && setEndpoints(data.webhooks ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [get]);
  return endpoints;
}

/** Shown only when the operator has configured webhooks (LEAD_WEBHOOKS). */
export function TestAlertButton() {
  const endpoints = useWebhooks();
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  if (endpoints.length === 0) return null;
  const send = async () => {
    setBusy(true);
    try {
      const { data } = await post<{ results: { endpoint: string; ok: boolean; status?: number; error?: string }[] }>('/leads/alerts/test', {});
      const failed = data.results.filter((r) => !r.ok);
      toggleNotification({
        type: failed.length === 0 ? 'success' : 'danger',
        message:
          failed.length === 0
            ? `Test alert delivered to ${data.results.map((r) => r.endpoint).join(', ')}`
            : `Test alert not delivered to ${failed.map((r) => `${r.endpoint} (${r.error ?? r.status})`).join(', ')}`,
      });
    } catch (error) {
      toggleNotification({ type: 'danger', message: `The test alert could not be sent: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="tertiary" startIcon={<Bell />} onClick={send} loading={busy}>
      Send a test alert
    </Button>
  );
}

const STATE: Record<string, string> = { pending: 'Being sent', sent: 'Sent', failed: 'Failed' };
const when = formatDateTimeSeconds;

/** A lead's webhook deliveries, from its alertLog. */
export function AlertDeliveries({ log }: { log: AlertLog | null | undefined }) {
  const entries = Object.entries(log ?? {});
  if (entries.length === 0) return null;
  return (
    <Box>
      <Typography variant="sigma" textColor="neutral600" tag="h3">
        Alerts
      </Typography>
      <ul data-testid="lead-alerts">
        {entries.map(([id, d]) => {
          const last = d.attempts[d.attempts.length - 1];
          return (
            <Box tag="li" key={id} paddingTop={2}>
              <Flex gap={2} wrap="wrap">
                <Typography fontWeight="bold">{id}</Typography>
                <Typography textColor={d.state === 'failed' ? 'danger600' : d.state === 'sent' ? 'success600' : 'neutral600'}>
                  {STATE[d.state] ?? d.state}
                  {d.attempts.length > 1 ? ` after ${d.attempts.length} attempts` : ''}
                </Typography>
              </Flex>
              {d.attempts.map((a, i) => (
                <Typography key={`${a.at}-${i}`} tag="p" variant="pi" textColor="neutral600">
                  {when(a.at)}: {a.ok ? `delivered (${a.status})` : (a.error ?? `answered ${a.status}`)}
                  {i === d.attempts.length - 1 && !a.ok && d.state === 'failed' && last ? ' — will be tried again' : ''}
                </Typography>
              ))}
            </Box>
          );
        })}
      </ul>
    </Box>
  );
}
