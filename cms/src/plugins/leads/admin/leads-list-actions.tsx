// On the leads list (content manager): "Export CSV" with the list's own filters, search and sort,
// "Send a test alert" when webhooks are configured, and the e-mail warning line. Other content types' lists are left alone.
import { useState } from 'react';
import { Button, Flex } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useNotification, useQueryParams } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { EmailWarning, useEmailHealth } from './email-health';
import { TestAlertButton } from './lead-alerts';
import { LEAD_UID } from './plugin';
import { saveCsv } from './save-csv';

interface ListQuery {
  filters?: unknown;
  sort?: string;
  _q?: string;
}

function Actions() {
  const [{ query }] = useQueryParams<ListQuery>();
  const { toggleNotification } = useNotification();
  const health = useEmailHealth();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const params = { filters: query.filters, sort: query.sort, _q: query._q };
      await saveCsv('/leads/export', params, `leads-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toggleNotification({ type: 'danger', message: `The export failed: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={3} alignItems="center" wrap="wrap">
      <EmailWarning health={health} compact />
      <TestAlertButton />
      <Button variant="secondary" startIcon={<Download />} onClick={exportCsv} loading={busy}>
        Export CSV
      </Button>
    </Flex>
  );
}

export function LeadsListActions() {
  const { slug } = useParams<{ slug: string }>();
  return slug === LEAD_UID ? <Actions /> : null;
}
