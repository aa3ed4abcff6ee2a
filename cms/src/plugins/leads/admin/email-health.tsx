// The warning line shown on the leads screens, the homepage widget and the dashboard when the
// team is not e-mailed about new leads (no SMTP server or no address set on the CMS).
import { useEffect, useState } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';

export interface EmailHealth {
  configured: boolean;
  missing: string[];
}

export function useEmailHealth(): EmailHealth | null {
  const { get } = useFetchClient();
  const [health, setHealth] = useState<EmailHealth | null>(null);
  useEffect(() => {
    let live = true;
    get<{ email: EmailHealth }>('/leads/health')
      .then(({ data }) => live && setHealth(data.email))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [get]);
  return health;
}

/** compact: one short line (the leads list's toolbar); otherwise with what is missing. */
export function EmailWarning({ health, compact = false }: { health: EmailHealth | null; compact?: boolean }) {
  if (!health || health.configured) return null;
  return (
    <Flex gap={2} alignItems="flex-start" role="status" data-testid="leads-email-warning">
      <Box paddingTop={1} shrink={0}>
        <WarningCircle fill="danger600" aria-hidden />
      </Box>
      <Typography textColor="danger600" fontWeight="semiBold">
        {compact
          ? 'Nobody is e-mailed about new leads: e-mail is not set up'
          : `Nobody is e-mailed about new leads: e-mail is not set up on the CMS (${health.missing.join(' and ')} missing). Check the leads list for new ones.`}
      </Typography>
    </Flex>
  );
}
