// The label of each version in the History panel: what it was (publish or saved draft), when to the
// second in Sydney time, who, and a one-line summary of what changed from the version before it
// ("Changed: title, blocks 2-3", from the comparison in compare.ts), so no two versions read alike.
// Pure: unit-tested in labels.test.ts.
import { formatDateTimeSeconds } from '@ironbark/shared/time';
import { compareVersions, type Comparison } from './compare';

export interface LabelledRow {
  id: number;
  kind: 'publish' | 'draft' | 'deleted';
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
  snapshot: Record<string, unknown>;
}

/** "metaTitle" -> "meta title". */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();

/** [2, 3, 5] -> "2-3, 5". */
function ranges(positions: number[]): string {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    out.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** "Changed: title, seo, blocks 2-3"; "No changes" when the two versions hold the same. */
export function changeSummary(comparison: Comparison): string {
  if (comparison.same) return 'No changes';
  const parts = [...new Set(comparison.fields.map((f) => words(f.path.split('.')[0] ?? f.path)))];
  const zones = new Map<string, number[]>();
  for (const b of comparison.blocks) {
    const at = b.kind === 'removed' ? b.from : (b.to ?? b.from);
    if (at === undefined) continue;
    zones.set(b.zone, [...(zones.get(b.zone) ?? []), at]);
  }
  for (const [zone, positions] of zones) {
    const name = words(zone);
    const single = new Set(positions).size === 1;
    // "blocks 2-3"; a single one reads "block 2".
    parts.push(`${single && name.endsWith('s') ? name.slice(0, -1) : name} ${ranges(positions)}`);
  }
  return `Changed: ${parts.join(', ')}`;
}

/** When a version was made: a saved draft's last save (later saves within five minutes replace it), a publish's moment. */
export const versionTime = (row: Pick<LabelledRow, 'kind' | 'createdAt' | 'updatedAt'>) => (row.kind === 'draft' ? row.updatedAt : row.createdAt);

/**
 * Labels for a document's versions, newest first as listed. The oldest has no version before it:
 * "First version" when none was pruned (`complete`), else "Oldest version kept". Two versions
 * made in the same second by the same person with the same summary are told apart by number.
 */
export function versionLabels(rows: readonly LabelledRow[], complete: boolean): { id: number; summary: string; label: string }[] {
  const out = rows.map((row, i) => {
    const previous = rows[i + 1];
    const summary = previous ? changeSummary(compareVersions(previous.snapshot, row.snapshot)) : complete ? 'First version' : 'Oldest version kept';
    const what = row.kind === 'publish' ? 'Published' : 'Draft saved';
    const label = `${what} ${formatDateTimeSeconds(versionTime(row))} by ${row.authorName ?? 'the system'} · ${summary}`;
    return { id: row.id, summary, label };
  });
  const seen = new Map<string, number>();
  for (const entry of [...out].reverse()) {
    const n = (seen.get(entry.label) ?? 0) + 1;
    seen.set(entry.label, n);
    if (n > 1) entry.label = `${entry.label} (${n})`;
  }
  return out;
}
