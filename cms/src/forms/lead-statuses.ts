// Leads stored when a lead was new, contacted or closed: "closed" is no status any more. At
// start-up each closed lead moves to "lost" (nothing more was to be done with it) with a line in
// its notes saying so, so no lead disappears from a filter and an editor can set it to "won"
// where it became a customer. Running it again finds nothing to do.
import type { Core } from '@strapi/strapi';
import { LEAD_UID } from './form-submission-rules';

export const CLOSED_NOTE = 'Status was "Closed" before the statuses Qualified, Won, Lost and Spam existed; moved to Lost. Set Won if this lead became a customer.';

/** The notes after the move: the line above, then whatever the notes held. */
export function notesAfterMove(notes: string | null | undefined): string {
  return notes ? `${CLOSED_NOTE}\n\n${notes}`.slice(0, 4000) : CLOSED_NOTE;
}

export async function moveClosedLeads(strapi: Core.Strapi) {
  const leads = strapi.db.query(LEAD_UID);
  const closed = (await leads.findMany({ select: ['id', 'notes'], where: { leadStatus: 'closed' } })) as { id: number; notes?: string | null }[];
  for (const lead of closed) {
    await leads.update({ where: { id: lead.id }, data: { leadStatus: 'lost', notes: notesAfterMove(lead.notes) } });
  }
  if (closed.length > 0) strapi.log.info(`leads: ${closed.length} closed leads moved to lost (noted on each)`);
}
