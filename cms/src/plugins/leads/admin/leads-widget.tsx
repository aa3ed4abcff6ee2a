// The admin homepage's "Leads" widget: whether the team is e-mailed about new leads.
import { Flex, Typography } from '@strapi/design-system';
import { EmailWarning, useEmailHealth } from './email-health';

export function LeadsWidget() {
  const health = useEmailHealth();
  return (
    <Flex direction="column" alignItems="flex-start" gap={2} padding={2}>
      {health?.configured ? <Typography>The team is e-mailed about every new lead.</Typography> : <EmailWarning health={health} />}
      <Typography textColor="neutral600">Set each lead&apos;s status and owner as you work it; the Measurement page shows which pages and campaigns bring leads.</Typography>
    </Flex>
  );
}
