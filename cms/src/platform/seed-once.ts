// The seed runs by itself once: on the first start, when the database is empty. A marker in
// Strapi's store records it, so what an editor deletes afterwards stays deleted. A database that
// already has content but no marker (installed before the marker existed) only gets the marker.
// `npm run seed -w cms` creates whatever is missing on demand (scripts/seed.mjs).
import type { Core } from '@strapi/strapi';
import { seed, type SeedReport } from '../seed/seed';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const SEED_MARKER = { type: 'app', name: 'ironbark', key: 'seed' } as const;

/** The stored marker: 'started' while the first seed runs, 'done' afterwards. */
export interface SeedMarker {
  state: 'started' | 'done';
  at: string;
  /** Why the marker was set: the first seed, an install that already had content, the command. */
  by: 'first-start' | 'existing-content' | 'seed-command';
}

export type SeedDecision =
  | { action: 'skip'; reason: string }
  | { action: 'mark'; reason: string }
  | { action: 'seed'; reason: string };

/** What start-up does about the seed. Pure, so the rules are testable without Strapi. */
export function seedDecision(input: { disabled: boolean; marker: SeedMarker | null; hasContent: boolean }): SeedDecision {
  if (input.disabled) return { action: 'skip', reason: 'SEED=false' };
  if (input.marker?.state === 'done') return { action: 'skip', reason: 'seeded before' };
  // A first seed that was interrupted (the process stopped half-way) is completed.
  if (input.marker?.state === 'started') return { action: 'seed', reason: 'completing an interrupted first seed' };
  if (input.hasContent) return { action: 'mark', reason: 'the database already has content' };
  return { action: 'seed', reason: 'empty database' };
}

function markerStore(strapi: Core.Strapi) {
  return strapi.store({ type: SEED_MARKER.type, name: SEED_MARKER.name });
}

export async function readSeedMarker(strapi: Core.Strapi): Promise<SeedMarker | null> {
  const value = (await markerStore(strapi).get({ key: SEED_MARKER.key })) as SeedMarker | null | undefined;
  return value && typeof value === 'object' && (value.state === 'started' || value.state === 'done') ? value : null;
}

export async function writeSeedMarker(strapi: Core.Strapi, state: SeedMarker['state'], by: SeedMarker['by']) {
  const value: SeedMarker = { state, at: new Date().toISOString(), by };
  await markerStore(strapi).set({ key: SEED_MARKER.key, value });
}

/** Whether any site content exists (drafts included). */
async function hasContent(strapi: Core.Strapi): Promise<boolean> {
  for (const uid of [CONTENT_TYPE_UIDS.page, CONTENT_TYPE_UIDS.blog, CONTENT_TYPE_UIDS.global, CONTENT_TYPE_UIDS.navigation, CONTENT_TYPE_UIDS.redirect] as const) {
    if ((await strapi.db.query(uid).count({})) > 0) return true;
  }
  return false;
}

export function describeSeedReport(report: SeedReport): string[] {
  const lines: string[] = [];
  if (report.global) lines.push('global settings');
  if (report.navigation) lines.push('navigation');
  for (const p of report.pages) lines.push(`page ${p}`);
  for (const r of report.resources) lines.push(`resource ${r}`);
  for (const r of report.redirects) lines.push(`redirect ${r}`);
  for (const c of report.campaigns) lines.push(`campaign ${c}`);
  return lines;
}

export async function seedOnce(strapi: Core.Strapi) {
  const decision = seedDecision({
    disabled: process.env.SEED === 'false',
    marker: await readSeedMarker(strapi),
    hasContent: await hasContent(strapi),
  });
  if (decision.action === 'skip') return;
  if (decision.action === 'mark') {
    await writeSeedMarker(strapi, 'done', 'existing-content');
    strapi.log.info(`seed: not run (${decision.reason}); marked as seeded`);
    return;
  }
  await writeSeedMarker(strapi, 'started', 'first-start');
  const report = await seed(strapi);
  await writeSeedMarker(strapi, 'done', 'first-start');
  await demoMeasurement(strapi);
  strapi.log.info(
    `seed: ${decision.reason}: created ${report.pages.length} pages, ${report.resources.length} resources, ` +
      `${report.redirects.length} redirects and ${report.files} files in ${report.ms} ms`,
  );
}

/**
 * A new install's measurement dashboard shows a demo month (marked as demo data, removed with
 * `npm run measurement-demo -w cms -- --remove`), outside production unless MEASUREMENT_DEMO=false;
 * in production only with MEASUREMENT_DEMO=true.
 */
export function wantsDemoMeasurement(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MEASUREMENT_DEMO === 'false') return false;
  return env.NODE_ENV !== 'production' || env.MEASUREMENT_DEMO === 'true';
}

async function demoMeasurement(strapi: Core.Strapi) {
  if (!wantsDemoMeasurement()) return;
  try {
    const demo = strapi.plugin('leads').service('demo') as { generate(): Promise<{ events: number; days: number }> };
    const made = await demo.generate();
    strapi.log.info(`measurement: a demo month of ${made.events} events over ${made.days} days (remove it with npm run measurement-demo -w cms -- --remove)`);
  } catch (error) {
    strapi.log.warn(`measurement: the demo month was not made: ${(error as Error).message}`);
  }
}
