// Checks docker-compose.yml against the repository: the three services exist, everything they
// build from or read is on disk, each has a health check, and they start in order.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPOSE_FILE = join(REPO, 'docker-compose.yml');
const SERVICES = ['postgres', 'cms', 'web'] as const;

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

let loaded: Dict | undefined;

/** The parsed compose file; a missing file fails every test with the same clear message. */
function compose(): Dict {
  if (loaded) return loaded;
  if (!existsSync(COMPOSE_FILE)) throw new Error(`docker-compose.yml not found at ${COMPOSE_FILE}`);
  const parsed: unknown = parse(readFileSync(COMPOSE_FILE, 'utf8'));
  if (!isDict(parsed)) throw new Error('docker-compose.yml is not a YAML mapping');
  loaded = parsed;
  return parsed;
}

function service(name: string): Dict {
  const services = compose().services;
  if (!isDict(services) || !isDict(services[name])) throw new Error(`docker-compose.yml has no service "${name}"`);
  return services[name];
}

/** The services a service waits for, from the list or the mapping form of depends_on. */
function dependsOn(name: string): string[] {
  const value = service(name).depends_on;
  if (Array.isArray(value)) return value.map(String);
  if (isDict(value)) return Object.keys(value);
  return [];
}

/** The env files of a service and whether each must exist (compose's short and long forms). */
function envFiles(name: string): { path: string; required: boolean }[] {
  const value = service(name).env_file;
  if (value === undefined) return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    if (typeof entry === 'string') return { path: entry, required: true };
    if (isDict(entry) && typeof entry.path === 'string') return { path: entry.path, required: entry.required !== false };
    throw new Error(`${name}: unreadable env_file entry ${JSON.stringify(entry)}`);
  });
}

describe('docker-compose.yml', () => {
  it('exists at the repository root', () => {
    expect(existsSync(COMPOSE_FILE), `expected ${COMPOSE_FILE}`).toBe(true);
  });

  it('defines the postgres, cms and web services', () => {
    const services = compose().services;
    expect(isDict(services)).toBe(true);
    for (const name of SERVICES) expect(Object.keys(services as Dict)).toContain(name);
  });

  it.each(SERVICES)('%s: builds from a context and Dockerfile that exist, or uses an image', (name) => {
    const s = service(name);
    if (s.build === undefined) {
      expect(typeof s.image, `${name} has neither build nor image`).toBe('string');
      return;
    }
    const build = typeof s.build === 'string' ? { context: s.build } : s.build;
    expect(isDict(build)).toBe(true);
    const { context = '.', dockerfile = 'Dockerfile' } = build as { context?: string; dockerfile?: string };
    const contextDir = resolve(REPO, context);
    expect(existsSync(contextDir) && statSync(contextDir).isDirectory(), `${name}: build context ${context}`).toBe(true);
    const dockerfilePath = resolve(contextDir, dockerfile);
    expect(existsSync(dockerfilePath) && statSync(dockerfilePath).isFile(), `${name}: dockerfile ${dockerfile}`).toBe(true);
  });

  it('builds cms and web from the repository, each with a Dockerfile of its own', () => {
    const dockerfiles = (['cms', 'web'] as const).map((name) => {
      const build = service(name).build;
      expect(build, `${name} is built, not pulled`).toBeDefined();
      const { context = '.', dockerfile = 'Dockerfile' } = (typeof build === 'string' ? { context: build } : build) as {
        context?: string;
        dockerfile?: string;
      };
      return resolve(REPO, context, dockerfile);
    });
    expect(dockerfiles[0]).not.toBe(dockerfiles[1]);
  });

  // .env holds generated secrets and is never committed: it is fine for it to be required as
  // long as the repository has the script that creates it (named in the compose file).
  const GENERATED_ENV = { file: '.env', generator: 'scripts/create-env.mjs' };

  it.each(SERVICES)('%s: every env_file exists, is optional, or is the generated .env', (name) => {
    for (const file of envFiles(name)) {
      const present = existsSync(resolve(REPO, file.path));
      const generated = file.path === GENERATED_ENV.file && existsSync(resolve(REPO, GENERATED_ENV.generator));
      expect(present || generated || !file.required, `${name}: env_file ${file.path} is required but does not exist`).toBe(true);
    }
  });

  it('names the script that creates the generated .env', () => {
    expect(readFileSync(resolve(REPO, 'docker-compose.yml'), 'utf8')).toContain(GENERATED_ENV.generator);
  });

  it.each(SERVICES)('%s: has a health check', (name) => {
    const healthcheck = service(name).healthcheck;
    expect(isDict(healthcheck), `${name} has no healthcheck`).toBe(true);
    const { test, disable } = healthcheck as { test?: unknown; disable?: unknown };
    expect(disable).not.toBe(true);
    const command = Array.isArray(test) ? test : typeof test === 'string' ? [test] : [];
    expect(command.length, `${name}: healthcheck.test`).toBeGreaterThan(0);
    expect(command[0]).not.toBe('NONE');
  });

  it('starts cms after postgres', () => {
    expect(dependsOn('cms')).toContain('postgres');
  });

  it('starts web after cms', () => {
    expect(dependsOn('web')).toContain('cms');
  });

  it('waits for each dependency to be healthy when a condition is given', () => {
    for (const [name, dependency] of [
      ['cms', 'postgres'],
      ['web', 'cms'],
    ] as const) {
      const value = service(name).depends_on;
      if (!isDict(value)) continue;
      const entry = value[dependency];
      if (isDict(entry) && entry.condition !== undefined) expect(entry.condition, `${name} -> ${dependency}`).toBe('service_healthy');
    }
  });
});
