// A campaign offer's end date (hero `offerEndsOn`, yyyy-mm-dd, Australian time): from the day
// after it the hero shows that the offer has ended instead of the offer. "Today" comes with the
// page's data (PageExtras.today, worked out by the server when the page is loaded), so the
// server's HTML and the browser's first render agree.
import type { LinkData } from '@ironbark/shared/blocks/elements/link';

/** Has the offer ended? Never without an end date or without a known today. */
export function offerHasEnded(offerEndsOn: string | null | undefined, today: string | undefined): boolean {
  return Boolean(offerEndsOn && today && today > offerEndsOn);
}

/** "31 January 2024", as the note under an ended offer says it. */
export function formatOfferDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** What a button to the page's own form says once the offer it claimed has ended. */
export const ENQUIRY_LABEL = 'Send an enquiry';

/**
 * The hero's buttons once its offer has ended: a button to the on-page campaign form no longer
 * asks the visitor to claim the offer, but still leads to that form (which keeps the campaign
 * and the page with the lead, where the contact page would lose them); other buttons (a phone
 * number) stay as they are.
 */
export function actionsAfterOffer(actions: readonly LinkData[]): LinkData[] {
  return actions.map((a) => (a.href.startsWith('#') ? { ...a, label: ENQUIRY_LABEL } : a));
}
