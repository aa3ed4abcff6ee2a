// On the leads list (content manager): the saved views ("My open leads", "New this week",
// "Unassigned", saved-views.ts), "Export CSV" with the list's own filters, search and sort,
// "Send a test alert" when webhooks are configured, and the e-mail warning line. Other content
// types' lists are left alone.
import { useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useNotification, useQueryParams } from '@strapi/strapi/admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { EmailWarning, useEmailHealth } from './email-health';
import { TestAlertButton } from './lead-alerts';
import { useOwners } from './lead-owner';
import { LEAD_UID } from './plugin';
import { saveCsv } from './save-csv';
import { isViewActive, SAVED_VIEWS, viewSearch } from './saved-views';

/** The saved views as links: each opens the list with its filters (the one shown is marked). */
function SavedViews() {
  const { me } = useOwners();
  const { pathname, search } = useLocation();
  const now = new Date();
  return (
    <Box tag="nav" aria-label="Saved views of the leads">
      <Flex gap={2} alignItems="center" wrap="wrap" tag="ul">
        <Typography tag="li" variant="sigma" textColor="neutral600">
          Views:
        </Typography>
        {SAVED_VIEWS.map((v) => {
          const active = isViewActive(v.id, me, search, now);
          return (
            <li key={v.id}>
              <Link
                to={{ pathname, search: viewSearch(v.id, me, now) }}
                aria-current={active ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '6px 12px',
                  borderRadius: 4,
                  border: '1px solid #4945ff',
                  color: active ? '#ffffff' : '#271fe0',
                  background: active ? '#4945ff' : 'transparent',
                  fontWeight: 600,
                  fontSize: '1.2rem',
                  textDecoration: 'none',
                }}
              >
                {v.label}
              </Link>
            </li>
          );
        })}
        <li>
          <Link to={{ pathname, search: '?page=1&pageSize=50&sort=createdAt:DESC' }} style={{ fontSize: '1.2rem', color: '#271fe0' }}>
            All leads
          </Link>
        </li>
      </Flex>
    </Box>
  );
}

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
    // Strapi's end-actions row never shrinks: bounded here so the views, the warning and the
    // buttons wrap inside the list's width instead of running past it (1280 px and up).
    <Flex gap={3} alignItems="center" wrap="wrap" style={{ maxWidth: 'min(760px, calc(100vw - 460px))' }}>
      <SavedViews />
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
