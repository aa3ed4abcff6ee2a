// The leads list shows each lead's status as a label in words with its own colour (the
// content manager's list would show the stored value, "new", "qualified"), and its owner by name
// ("No owner" when there is none), through the content manager's list-view hook; other lists and
// columns are left as they are.
import { Badge, Typography } from '@strapi/design-system';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@ironbark/shared/forms/lead-rules';
import { adminUserName } from '@ironbark/shared/schema/fields';
import { LEAD_UID } from './plugin';

/** Text and background tokens per status: colour helps, the words carry the meaning. */
const TONE: Record<LeadStatus, { text: string; background: string }> = {
  new: { text: 'primary700', background: 'primary100' },
  contacted: { text: 'secondary700', background: 'secondary100' },
  qualified: { text: 'warning700', background: 'warning100' },
  won: { text: 'success700', background: 'success100' },
  lost: { text: 'neutral700', background: 'neutral150' },
  spam: { text: 'danger700', background: 'danger100' },
};

export function LeadStatusBadge({ status }: { status: unknown }) {
  if (typeof status !== 'string' || !(status in TONE)) return <>{typeof status === 'string' ? status : '–'}</>;
  const tone = TONE[status as LeadStatus];
  return (
    <Badge textColor={tone.text} backgroundColor={tone.background}>
      {LEAD_STATUS_LABELS[status as LeadStatus]}
    </Badge>
  );
}

interface Header {
  name: string;
  cellFormatter?: (data: Record<string, unknown>, header: unknown, context: { model: string }) => React.ReactNode;
}

/** A lead's owner in the list: their name, or "No owner". */
export function LeadOwnerCell({ owner }: { owner: unknown }) {
  const o = owner as { email?: unknown; firstname?: string | null; lastname?: string | null } | null | undefined;
  if (!o || typeof o.email !== 'string') {
    return (
      <Typography textColor="neutral600" style={{ fontStyle: 'italic' }}>
        No owner
      </Typography>
    );
  }
  return <Typography textColor="neutral800">{adminUserName({ firstname: o.firstname, lastname: o.lastname, email: o.email })}</Typography>;
}

const CELLS: Record<string, (data: Record<string, unknown>) => React.ReactNode> = {
  leadStatus: (data) => <LeadStatusBadge status={data.leadStatus} />,
  owner: (data) => <LeadOwnerCell owner={data.owner} />,
};

/** The list-view hook: the status and owner columns of the leads list. */
export function leadStatusColumn<L>({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: L }) {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) => {
      const cell = CELLS[header.name];
      if (!cell) return header;
      return {
        ...header,
        cellFormatter: (data: Record<string, unknown>, h: unknown, context: { model: string }) =>
          context?.model === LEAD_UID || context?.model === undefined ? cell(data) : (header.cellFormatter?.(data, h, context) ?? String(data[header.name] ?? '')),
      };
    }),
  };
}
