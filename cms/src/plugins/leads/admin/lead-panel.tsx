// The lead's edit view: a side panel with the owner picker (lead-owner.tsx), every answer by the
// label the visitor saw (the raw "other answers" JSON is hidden), and whether the team's e-mail
// and the alerts went out.
import { useEffect, useState } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { AlertLog } from '@ironbark/shared/forms/lead-alerts';
import { EmailWarning, useEmailHealth } from './email-health';
import { KeepTyped } from './keep-typed';
import { AlertDeliveries } from './lead-alerts';
import { OwnerPicker, type Owner } from './lead-owner';
import { LEAD_UID } from './plugin';

interface Answer {
  field: string;
  label: string;
  value: string;
}

const NOTIFY: Record<string, string> = {
  pending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed',
  off: 'Not sent: e-mail is not set up',
};

function Answers({ documentId, document }: { documentId: string; document: Record<string, unknown> | undefined }) {
  const { get } = useFetchClient();
  const health = useEmailHealth();
  const [answers, setAnswers] = useState<Answer[] | null>(null);
  const [owner, setOwner] = useState<{ owner: Owner | null; canChange: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    get<{ answers: Answer[]; owner?: Owner | null; canChangeOwner?: boolean }>(`/leads/answers/${encodeURIComponent(documentId)}`)
      .then(({ data }) => {
        if (!live) return;
        setAnswers(data.answers);
        if (data.owner !== undefined) setOwner({ owner: data.owner, canChange: data.canChangeOwner === true });
      })
      .catch(() => live && setAnswers([]));
    return () => {
      live = false;
    };
  }, [get, documentId]);
  const status = typeof document?.notifyStatus === 'string' ? document.notifyStatus : '';
  const attempts = Number(document?.notifyAttempts ?? 0);
  const error = typeof document?.notifyError === 'string' ? document.notifyError : '';
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      <KeepTyped documentId={documentId} />
      {owner ? <OwnerPicker documentId={documentId} owner={owner.owner} ownerText={typeof document?.ownerText === 'string' ? document.ownerText : ''} canChange={owner.canChange} /> : null}
      <Box>
        <Typography variant="sigma" textColor="neutral600" tag="h3">
          Team e-mail
        </Typography>
        <Typography tag="p" data-testid="lead-email-outcome">
          {NOTIFY[status] ?? 'Not recorded'}
          {attempts > 1 || status === 'failed' ? ` (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})` : ''}
          {error ? `: ${error}` : ''}
        </Typography>
        <EmailWarning health={health} />
      </Box>
      <AlertDeliveries log={document?.alertLog as AlertLog | null | undefined} />
      <Box>
        <Typography variant="sigma" textColor="neutral600" tag="h3">
          What the visitor sent
        </Typography>
        {answers === null ? (
          <Typography tag="p">Loading…</Typography>
        ) : (
          <dl data-testid="lead-answers">
            {answers.map((a) => (
              <Box key={a.field} paddingTop={2}>
                <Typography tag="dt" variant="pi" fontWeight="bold">
                  {a.label}
                </Typography>
                <Typography tag="dd" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
                  {a.value === '' ? '(not given)' : a.value}
                </Typography>
              </Box>
            ))}
          </dl>
        )}
      </Box>
    </Flex>
  );
}

interface PanelProps {
  model: string;
  documentId?: string;
  document?: Record<string, unknown>;
}

export function LeadPanel({ model, documentId, document }: PanelProps) {
  if (model !== LEAD_UID || !documentId) return null;
  return { title: 'Lead', content: <Answers documentId={documentId} document={document} /> };
}
LeadPanel.type = 'leads-answers';
