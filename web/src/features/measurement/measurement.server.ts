// The web server's measurement, made once: events wait in a batcher and go to the CMS in batches
// (never on a page's path); visits and the leads they lead to are counted on this server, where
// they happen (visits.server.ts), never from what a browser claims.
import type { RecordedEvent } from '@ironbark/shared/measurement/events';
import { createEventBatcher } from './event-batcher.server';
import { createVisits, type MeasuredLead, type VisitState } from './visits.server';

export interface MeasurementOptions {
  /** Sends one batch to the CMS. */
  send(events: RecordedEvent[]): Promise<void>;
  state: VisitState;
  /** This site's key prefix in the shared state. */
  namespace: string;
  warn(message: string, fields: Record<string, unknown>): void;
}

export function createMeasurement({ send, state, namespace, warn }: MeasurementOptions) {
  const events = createEventBatcher({ send });
  events.start();
  const visits = createVisits(state, `${namespace}:measure`);
  /** A lead's events (form sent, lead, download, the visit's conversion); a count that fails is logged, never the lead's loss. */
  const countLead = (lead: MeasuredLead) =>
    void visits.lead(lead).then(
      (batch) => events.add(batch),
      (error: unknown) => warn('measurement: a lead was not counted', { error: String(error) }),
    );
  return { events, visits, countLead };
}
