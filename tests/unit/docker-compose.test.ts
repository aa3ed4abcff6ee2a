// Checks docker-compose.yml against the repository: the three services exist, everything they
// build from or read is on disk, each has a health check, they start in order once the one before
// is healthy, and demo accounts (with their passwords) are something the operator opts into.
// Each rule is a function returning the problems it finds in the file.
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

function loadCompose(): { doc: Dict; text: string } {
  if (!existsSync(COMPOSE_FILE)) throw new Error(`docker-compose.yml not found at ${COMPOSE_FILE}`);
  const text = readFileSync(COMPOSE_FILE, 'utf8');
  const parsed: unknown = parse(text);
  if (!isDict(parsed)) throw new Error('docker-compose.yml is not a YAML mapping');
  return { doc: parsed, text };
}

function serviceOf(doc: Dict, name: string): Dict | undefined {
  const services = doc.services;
  return isDict(services) && isDict(services[name]) ? services[name] : undefined;
}

/** The services a service waits for, from the list or the mapping form of depends_on. */
function dependsOn(service: Dict): string[] {
  const value = service.depends_on;
  if (Array.isArray(value)) return value.map(String);
  if (isDict(value)) return Object.keys(value);
  return [];
}

/** The env files of a service and whether each must exist (compose's short and long forms). */
function envFiles(service: Dict): { path: string; required: boolean }[] {
  const value = service.env_file;
  if (value === undefined) return [];
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    if (typeof entry === 'string') return { path: entry, required: true };
    if (isDict(entry) && typeof entry.path === 'string') return { path: entry.path, required: entry.required !== false };
    return { path: JSON.stringify(entry), required: true };
  });
}

/** A service's environment as name -> raw value (mapping or list form). */
function environment(service: Dict): Map<string, string | undefined> {
  const value = service.environment;
  const out = new Map<string, string | undefined>();
  if (Array.isArray(value)) {
    for (const entry of value.map(String)) {
      const i = entry.indexOf('=');
      out.set(i === -1 ? entry : entry.slice(0, i), i === -1 ? undefined : entry.slice(i + 1));
    }
  } else if (isDict(value)) {
    for (const [k, v] of Object.entries(value)) out.set(k, v === null || v === undefined ? undefined : String(v));
  }
  return out;
}

/**
 * What a compose value becomes when the operator sets nothing: a literal stays itself,
 * ${VAR:-x} and ${VAR-x} become x, ${VAR} and $VAR become empty.
 */
function valueWhenUnset(raw: string | undefined): string {
  if (raw === undefined) return '';
  return raw.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, _name, fallback?: string) => fallback ?? '');
}

// .env holds generated secrets and is never committed: it is fine for it to be required as
// long as the repository has the script that creates it (named in the compose file).
const GENERATED_ENV = { file: '.env', generator: 'scripts/create-env.mjs' };

type Rule = (doc: Dict, text: string) => string[];

const RULES: Record<string, Rule> = {
  'defines the postgres, cms and web services': (doc) => SERVICES.filter((name) => !serviceOf(doc, name)).map((name) => `no service "${name}"`),

  'each service builds from a context and Dockerfile that exist, or uses an image': (doc) =>
    SERVICES.flatMap((name) => {
      const s = serviceOf(doc, name);
      if (!s) return [];
      if (s.build === undefined) return typeof s.image === 'string' ? [] : [`${name} has neither build nor image`];
      const build = typeof s.build === 'string' ? { context: s.build } : s.build;
      if (!isDict(build)) return [`${name}: unreadable build`];
      const { context = '.', dockerfile = 'Dockerfile' } = build as { context?: string; dockerfile?: string };
      const contextDir = resolve(REPO, context);
      if (!existsSync(contextDir) || !statSync(contextDir).isDirectory()) return [`${name}: build context ${context} does not exist`];
      const file = resolve(contextDir, dockerfile);
      return existsSync(file) && statSync(file).isFile() ? [] : [`${name}: dockerfile ${dockerfile} does not exist`];
    }),

  'builds cms and web from the repository, each with a Dockerfile of its own': (doc) => {
    const files = (['cms', 'web'] as const).map((name) => {
      const build = serviceOf(doc, name)?.build;
      if (build === undefined) return null;
      const { context = '.', dockerfile = 'Dockerfile' } = (typeof build === 'string' ? { context: build } : build) as { context?: string; dockerfile?: string };
      return resolve(REPO, context, dockerfile);
    });
    if (files.includes(null)) return ['cms and web must be built, not pulled'];
    return files[0] === files[1] ? ['cms and web share a Dockerfile'] : [];
  },

  'every env_file exists, is optional, or is the generated .env': (doc) =>
    SERVICES.flatMap((name) =>
      envFiles(serviceOf(doc, name) ?? {})
        .filter((file) => {
          const present = existsSync(resolve(REPO, file.path));
          const generated = file.path === GENERATED_ENV.file && existsSync(resolve(REPO, GENERATED_ENV.generator));
          return !present && !generated && file.required;
        })
        .map((file) => `${name}: env_file ${file.path} is required but does not exist`),
    ),

  'names the script that creates the generated .env': (_doc, text) => (text.includes(GENERATED_ENV.generator) ? [] : [`does not mention ${GENERATED_ENV.generator}`]),

  'every service has a health check': (doc) =>
    SERVICES.flatMap((name) => {
      const healthcheck = serviceOf(doc, name)?.healthcheck;
      if (!isDict(healthcheck)) return [`${name} has no healthcheck`];
      const { test, disable } = healthcheck as { test?: unknown; disable?: unknown };
      if (disable === true) return [`${name}: healthcheck disabled`];
      const command = Array.isArray(test) ? test : typeof test === 'string' ? [test] : [];
      if (command.length === 0) return [`${name}: healthcheck has no test`];
      return command[0] === 'NONE' ? [`${name}: healthcheck test is NONE`] : [];
    }),

  'starts cms after a healthy postgres and web after a healthy cms': (doc) =>
    (
      [
        ['cms', 'postgres'],
        ['web', 'cms'],
      ] as const
    ).flatMap(([name, dependency]) => {
      const s = serviceOf(doc, name);
      if (!s || !dependsOn(s).includes(dependency)) return [`${name} does not wait for ${dependency}`];
      const entry = isDict(s.depends_on) ? s.depends_on[dependency] : undefined;
      const condition = isDict(entry) ? entry.condition : undefined;
      return condition === 'service_healthy' ? [] : [`${name} starts before ${dependency} is healthy (condition: ${String(condition)})`];
    }),

  'demo accounts are off unless the operator opts in': (doc) =>
    SERVICES.flatMap((name) => {
      const value = valueWhenUnset(environment(serviceOf(doc, name) ?? {}).get('DEMO_ACCOUNTS')).trim().toLowerCase();
      return value === '' || value === 'false' ? [] : [`${name}: DEMO_ACCOUNTS is "${value}" unless the operator sets it`];
    }),

  'no demo password is written in the compose file': (doc) =>
    SERVICES.flatMap((name) => {
      const env = environment(serviceOf(doc, name) ?? {});
      return ['DEMO_ADMIN_PASSWORD', 'DEMO_STAFF_PASSWORD']
        .filter((key) => valueWhenUnset(env.get(key)) !== '')
        .map((key) => `${name}: ${key} has a password the operator did not give`);
    }),
};

describe('docker-compose.yml', () => {
  it('exists at the repository root', () => {
    expect(existsSync(COMPOSE_FILE), `expected ${COMPOSE_FILE}`).toBe(true);
  });

  it.each(Object.keys(RULES))('%s', (rule) => {
    const { doc, text } = loadCompose();
    expect(RULES[rule]!(doc, text)).toEqual([]);
  });

  it('the CMS image runs with NODE_ENV=production (where demo accounts need the explicit opt-in)', () => {
    const dockerfile = readFileSync(join(REPO, 'cms', 'Dockerfile'), 'utf8');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^ENV\s.*\bNODE_ENV=production\b/m);
  });
});
