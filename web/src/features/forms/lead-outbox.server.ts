// The forms outbox: a lead that passed validation but could not be stored (the CMS down or
// refusing the web's token) waits here and is sent again in the background until the CMS has
// it. Kept in Redis (a list shared by every web instance) when Redis is available, otherwise in
// one JSON file per lead in FORMS_OUTBOX_DIR, so a restart loses nothing. Every lead carries its
// submission key, which the CMS keeps unique: a lead sent twice (by two instances, or after an
// answer that got lost) is stored once.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LeadInput } from '@ironbark/shared/forms/lead';
import { log } from '../../../server/log.server.js';
import { outboxDelivered } from '../../../server/metrics.server.js';
import type { SharedState } from '../../../server/shared-state.server.js';
import type { StoreOutcome } from './lead-store.server.js';

export interface OutboxEntry {
  lead: LeadInput;
  /** The request that received the lead, so its log lines can be found. */
  requestId: string | undefined;
  queuedAt: string;
}

export interface Outbox {
  /** Keeps the entry until the CMS has it; says where. */
  add(entry: OutboxEntry): Promise<'redis' | 'file'>;
  /** One pass over every waiting lead; stops early while the CMS is unavailable. */
  drain(): Promise<{ stored: number; waiting: number }>;
  /** How many leads wait (Redis and files). */
  size(): Promise<number>;
  /** Drains every `intervalMs` until stopped. */
  start(intervalMs: number): void;
  stop(): void;
}

const LIST = 'forms:outbox';
const REFUSED_LIST = 'forms:outbox:refused';
/** Leads per pass: a long outage's backlog is sent in steps, not all at once. */
const BATCH = 50;

function fileName(lead: LeadInput): string {
  // The key matches ^[A-Za-z0-9_-]{16,64}$ (checked before a lead is accepted): safe as a name.
  return `${lead.submissionKey}.json`;
}

export interface OutboxOptions {
  state: SharedState;
  /** This site's key (a hash of SITE_URL): sites sharing a Redis keep to their own leads. */
  site: string;
  dir: string;
  store: (lead: LeadInput) => Promise<StoreOutcome>;
}

export function createOutbox({ state, site, dir, store }: OutboxOptions): Outbox {
  const listKey = `${state.prefix}${site}:${LIST}`;
  const refusedKey = `${state.prefix}${site}:${REFUSED_LIST}`;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<{ stored: number; waiting: number }> | null = null;

  async function addFile(entry: OutboxEntry) {
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, fileName(entry.lead));
    // Written whole, then renamed: a crash never leaves half a lead behind.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(entry), { mode: 0o600 });
    await rename(temporary, target);
  }

  /** Sends one entry; true when it no longer needs to wait (stored, a duplicate, or refused). */
  async function send(entry: OutboxEntry): Promise<'done' | 'refused' | 'wait'> {
    const outcome = await store(entry.lead);
    const fields = { form: entry.lead.form, submissionKey: entry.lead.submissionKey, requestId: entry.requestId, queuedAt: entry.queuedAt };
    if (outcome.kind === 'stored' || outcome.kind === 'duplicate') {
      log.info('form: stored from the outbox', { ...fields, duplicate: outcome.kind === 'duplicate' });
      outboxDelivered.inc();
      return 'done';
    }
    if (outcome.kind === 'refused') {
      // Not lost: kept aside for a person to look at, and said loudly.
      log.error('form: the CMS refused a lead from the outbox; kept aside', { ...fields, refused: outcome.fields });
      return 'refused';
    }
    return 'wait';
  }

  async function drainRedis(): Promise<{ stored: number; waiting: number; blocked: boolean }> {
    const redis = state.redis();
    if (!redis) return { stored: 0, waiting: 0, blocked: false };
    const raws = await redis.lrange(listKey, 0, BATCH - 1);
    let stored = 0;
    for (const raw of raws) {
      let entry: OutboxEntry;
      try {
        entry = JSON.parse(raw) as OutboxEntry;
      } catch {
        log.error('form: unreadable outbox entry kept aside', { raw: raw.slice(0, 200) });
        await redis.multi().rpush(refusedKey, raw).lrem(listKey, 1, raw).exec();
        continue;
      }
      const result = await send(entry);
      if (result === 'wait') return { stored, waiting: await redis.llen(listKey), blocked: true };
      if (result === 'refused') await redis.rpush(refusedKey, raw);
      await redis.lrem(listKey, 1, raw);
      stored += result === 'done' ? 1 : 0;
    }
    return { stored, waiting: await redis.llen(listKey), blocked: false };
  }

  async function drainFiles(): Promise<{ stored: number; waiting: number }> {
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
    } catch {
      return { stored: 0, waiting: 0 };
    }
    let stored = 0;
    for (const [i, name] of names.slice(0, BATCH).entries()) {
      const file = path.join(dir, name);
      let entry: OutboxEntry;
      try {
        entry = JSON.parse(await readFile(file, 'utf8')) as OutboxEntry;
      } catch {
        continue; // being written by another process, or removed meanwhile
      }
      const result = await send(entry);
      if (result === 'wait') return { stored, waiting: names.length - i };
      if (result === 'refused') {
        await mkdir(path.join(dir, 'refused'), { recursive: true });
        await rename(file, path.join(dir, 'refused', name));
      } else {
        await rm(file, { force: true });
        stored++;
      }
    }
    return { stored, waiting: Math.max(0, names.length - BATCH) };
  }

  async function drainOnce() {
    const fromRedis = await drainRedis().catch((error: unknown) => {
      log.warn('form: outbox in Redis not readable just now', { error: String(error) });
      return { stored: 0, waiting: 0, blocked: false };
    });
    if (fromRedis.blocked) return { stored: fromRedis.stored, waiting: fromRedis.waiting + (await countFiles()) };
    const fromFiles = await drainFiles();
    return { stored: fromRedis.stored + fromFiles.stored, waiting: fromRedis.waiting + fromFiles.waiting };
  }

  async function countFiles(): Promise<number> {
    try {
      return (await readdir(dir)).filter((n) => n.endsWith('.json')).length;
    } catch {
      return 0;
    }
  }

  const outbox: Outbox = {
    async add(entry) {
      const redis = state.redis();
      if (redis) {
        try {
          await redis.rpush(listKey, JSON.stringify(entry));
          return 'redis';
        } catch (error) {
          log.warn('form: Redis refused the outbox entry; writing it to a file instead', { error: String(error) });
        }
      }
      await addFile(entry);
      return 'file';
    },
    drain() {
      // One pass at a time: a slow pass is never overlapped by the next tick.
      running ??= drainOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async size() {
      const redis = state.redis();
      const inRedis = redis ? await redis.llen(listKey).catch(() => 0) : 0;
      return inRedis + (await countFiles());
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        outbox.drain().catch((error: unknown) => log.error('form: outbox pass failed', { error: String(error) }));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return outbox;
}
