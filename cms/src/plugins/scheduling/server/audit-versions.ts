// Which history version an audit-trail entry made, so its row can open that version (the History
// panel opens ?version=<id> in the edit view). A publish keeps a "publish" version as it happens; a
// restore saves the draft, which keeps (or refreshes, within five minutes) a "draft" version. The
// version is the one of the same document nearest in time, within a minute of the entry.
import type { Core } from '@strapi/strapi';
import { VERSION_UID } from '../../history/server/content-types';

const WINDOW_MS = 60_000;
const VERSIONED: Record<string, { kind: 'publish' | 'draft'; time: 'createdAt' | 'updatedAt' }> = {
  publish: { kind: 'publish', time: 'createdAt' },
  restore: { kind: 'draft', time: 'updatedAt' },
};

interface Entry {
  id: number;
  at: string;
  action: string;
  uid: string;
  documentId?: string | null;
}

/** The nearest version's id for each entry that made one (by entry id). */
export async function auditVersions(strapi: Core.Strapi, entries: readonly Entry[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const entry of entries) {
    const rule = VERSIONED[entry.action];
    const at = Date.parse(entry.at);
    if (!rule || !entry.documentId || Number.isNaN(at)) continue;
    const rows = (await strapi.db.query(VERSION_UID as never).findMany({
      where: {
        targetUid: entry.uid,
        targetDocumentId: entry.documentId,
        kind: rule.kind,
        [rule.time]: { $gte: new Date(at - WINDOW_MS).toISOString(), $lte: new Date(at + WINDOW_MS).toISOString() },
      },
      select: ['id', rule.time],
    } as never)) as Record<string, unknown>[];
    let best: { id: number; distance: number } | null = null;
    for (const row of rows) {
      const distance = Math.abs(Date.parse(String(row[rule.time])) - at);
      if (!best || distance < best.distance) best = { id: Number(row.id), distance };
    }
    if (best) found.set(entry.id, best.id);
  }
  return found;
}
