// The site's content, loaded from data/seed (or SEED_DIR). Every entry is created only when it is
// missing (pages by path, resources by slug, redirects by source), so running it again completes
// a partly seeded database and never overwrites an editor's work. When it runs is decided
// elsewhere: once, on an empty database, at start-up (platform/seed-once.ts), and on demand with
// `npm run seed -w cms` (scripts/seed.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { componentDefinition } from '@ironbark/shared/strapi-codegen';
import type { FieldMap } from '@ironbark/shared/schema/define';
import { seoComponent } from '@ironbark/shared/content/seo';
import { markdownToBlocks } from './markdown';
import { MediaLibrary, isSeedImage, isSeedDocument } from './media';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Json;
  } catch (error) {
    throw new Error(`Seed file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Turns seed data into what Strapi stores, field by field, following the shared definitions:
 * Markdown strings in rich-text fields become blocks, images (files in data/seed/images) and
 * document descriptions become uploaded files.
 */
async function prepareFields(data: Json, fields: FieldMap, media: MediaLibrary, where: string): Promise<Json> {
  const out: Json = { ...data };
  for (const [key, value] of Object.entries(data)) {
    const field = fields[key];
    if (!field || value === null || value === undefined) continue;
    const attr = field.strapi;
    if (attr.type === 'blocks' && typeof value === 'string') {
      out[key] = await markdownToBlocks(value);
    } else if (attr.type === 'media') {
      if (isSeedImage(value) || isSeedDocument(value)) out[key] = await media.fileFor(value, `${where}.${key}`);
    } else if (attr.type === 'component') {
      const def = componentDefinition(String(attr.component));
      if (!def) throw new Error(`${where}.${key}: unknown component ${String(attr.component)}`);
      out[key] = Array.isArray(value)
        ? await Promise.all(value.map((v: Json, i) => prepareFields(v, def.fields, media, `${where}.${key}[${i}]`)))
        : await prepareFields(value as Json, def.fields, media, `${where}.${key}`);
    }
  }
  return out;
}

async function prepareBlocks(blocks: unknown, media: MediaLibrary, where: string) {
  if (!Array.isArray(blocks)) throw new Error(`${where}: blocks must be a list`);
  return Promise.all(
    blocks.map(async (block: Json, i) => {
      const def = componentDefinition(String(block.__component));
      if (!def) throw new Error(`${where}.blocks[${i}]: unknown block ${String(block.__component)}`);
      return prepareFields(block, def.fields, media, `${where}.blocks[${i}]`);
    }),
  );
}

async function seedSingle(strapi: Core.Strapi, uid: typeof CONTENT_TYPE_UIDS.global | typeof CONTENT_TYPE_UIDS.navigation, file: string) {
  if (!existsSync(file)) return false;
  const existing = await strapi.documents(uid).findFirst({});
  if (existing) return false;
  // Both have draft and publish: the site reads the published version.
  await strapi.documents(uid).create({ data: readJson(file) as never, status: 'published' });
  return true;
}

/**
 * Each seed file of `dir` whose document is not in the CMS yet (by its `key`: a page's path, a
 * resource's slug), made ready by `prepare` and created published; the keys of those created.
 */
async function seedDocuments(strapi: Core.Strapi, dir: string, type: 'page' | 'blog', key: 'path' | 'slug', prepare: (doc: Json, where: string) => Promise<Json>) {
  const uid = CONTENT_TYPE_UIDS[type];
  const created: string[] = [];
  for (const file of jsonFiles(dir)) {
    const doc = readJson(file);
    const where = path.basename(file);
    if (await strapi.db.query(uid).findOne({ where: { [key]: doc[key] } })) continue;
    const data = await prepare(doc, where);
    try {
      await strapi.documents(uid).create({ data: data as never, status: 'published' });
    } catch (error) {
      throw new Error(`Seed ${type === 'page' ? 'page' : 'resource'} ${where} was refused: ${describe(error)}`);
    }
    created.push(String(doc[key]));
  }
  return created;
}

const seedPages = (strapi: Core.Strapi, dir: string, media: MediaLibrary) =>
  seedDocuments(strapi, dir, 'page', 'path', async (page, where) => ({
    ...page,
    seo: await prepareFields(page.seo as Json, seoComponent.fields, media, `${where}.seo`),
    blocks: await prepareBlocks(page.blocks, media, where),
  }));

async function pageIdsFor(strapi: Core.Strapi, paths: unknown): Promise<string[]> {
  if (!Array.isArray(paths)) return [];
  const found = await strapi.documents(CONTENT_TYPE_UIDS.page).findMany({
    filters: { path: { $in: paths as string[] } },
    fields: ['path'],
  });
  return found.map((p) => p.documentId);
}

const seedResources = (strapi: Core.Strapi, dir: string, media: MediaLibrary) =>
  seedDocuments(strapi, dir, 'blog', 'slug', async (resource, where) => ({
    ...resource,
    body: typeof resource.body === 'string' ? await markdownToBlocks(resource.body) : resource.body,
    cover: isSeedImage(resource.cover) ? await media.fileFor(resource.cover, `${where}.cover`) : undefined,
    doc: isSeedDocument(resource.doc) ? await media.fileFor(resource.doc, `${where}.doc`) : undefined,
    industries: await pageIdsFor(strapi, resource.industries),
    services: await pageIdsFor(strapi, resource.services),
  }));

/** Entries of a plain collection (redirects by their source, campaigns by their code) missing from the database. */
async function seedList(strapi: Core.Strapi, uid: typeof CONTENT_TYPE_UIDS.redirect | typeof CONTENT_TYPE_UIDS.campaign, key: string, file: string) {
  const created: string[] = [];
  if (!existsSync(file)) return created;
  const list = JSON.parse(readFileSync(file, 'utf8')) as Json[];
  for (const r of list) {
    const exists = await strapi.db.query(uid).findOne({ where: { [key]: r[key] } });
    if (!exists) {
      await strapi.documents(uid).create({ data: r as never });
      created.push(String(r[key]));
    }
  }
  return created;
}

function describe(error: unknown): string {
  const e = error as { message?: string; details?: { errors?: { path: string[]; message: string }[] } };
  const details = e.details?.errors?.map((d) => `${d.path.join('.')}: ${d.message}`).join('; ');
  return details ? `${e.message ?? 'error'} (${details})` : (e.message ?? String(error));
}

/** What one run of the seed created. */
export interface SeedReport {
  global: boolean;
  navigation: boolean;
  pages: string[];
  resources: string[];
  redirects: string[];
  campaigns: string[];
  files: number;
  ms: number;
}

export function seedDirectory(strapi: Core.Strapi): string {
  return process.env.SEED_DIR || path.join(strapi.dirs.app.root, 'data', 'seed');
}

/** Creates every seed entry that is missing; returns what it created. */
export async function seed(strapi: Core.Strapi, dir: string = seedDirectory(strapi)): Promise<SeedReport> {
  const media = new MediaLibrary(strapi, path.join(dir, 'images'));
  const started = Date.now();
  try {
    const global = await seedSingle(strapi, CONTENT_TYPE_UIDS.global, path.join(dir, 'global.json'));
    const navigation = await seedSingle(strapi, CONTENT_TYPE_UIDS.navigation, path.join(dir, 'navigation.json'));
    const pages = await seedPages(strapi, path.join(dir, 'pages'), media);
    const resources = await seedResources(strapi, path.join(dir, 'resources'), media);
    const redirects = await seedList(strapi, CONTENT_TYPE_UIDS.redirect, 'from', path.join(dir, 'redirects.json'));
    const campaigns = await seedList(strapi, CONTENT_TYPE_UIDS.campaign, 'code', path.join(dir, 'campaigns.json'));
    return { global, navigation, pages, resources, redirects, campaigns, files: media.uploaded, ms: Date.now() - started };
  } finally {
    media.dispose();
  }
}
