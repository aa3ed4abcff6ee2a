// The warning line shown on the leads screens, the homepage widget and the dashboard when the
// team is not e-mailed about new leads (no SMTP server or no address set on the CMS).
import { useEffect, useState } from 'react';
import { Flex, Typography } from '@strapi/design-system';
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

export function EmailWarning({ health }: { health: EmailHealth | null }) {
  if (!health || health.configured) return null;
  return (
    <Flex gap={2} alignItems="center" role="status" data-testid="leads-email-warning">
      <WarningCircle fill="danger600" aria-hidden />
      <Typography textColor="danger600" fontWeight="semiBold">
        The team is not e-mailed about new leads: e-mail is not set up ({health.missing.join(' and ')} missing). Check this list for new leads.
      </Typography>
    </Flex>
  );
}
