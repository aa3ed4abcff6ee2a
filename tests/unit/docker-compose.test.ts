// Checks docker-compose.yml against the repository: the four services exist, everything they
// build from or read is on disk, each has a health check, they start in order once the one before
// is healthy, and demo accounts (with their passwords) are something the operator opts into.
// Varnish stands in front of two identical webs, which purge it by tag; Prometheus and Grafana
// are an optional profile.
//
// Each rule is a function returning the problems it finds, so the second half of this file can
// show that every rule really fails on a broken copy of the file (a rule that cannot fail checks
// nothing).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPOSE_FILE = join(REPO, 'docker-compose.yml');
const SERVICES = ['postgres', 'redis', 'cms', 'web'] as const;

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
export function valueWhenUnset(raw: string | undefined): string {
  if (raw === undefined) return '';
  return raw.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_m, _name, fallback?: string) => fallback ?? '');
}

// .env holds generated secrets and is never committed: it is fine for it to be required as
// long as the repository has the script that creates it (named in the compose file).
const GENERATED_ENV = { file: '.env', generator: 'scripts/create-env.mjs' };

type Rule = (doc: Dict, text: string) => string[];

const RULES: Record<string, Rule> = {
  'defines the postgres, redis, cms and web services': (doc) => SERVICES.filter((name) => !serviceOf(doc, name)).map((name) => `no service "${name}"`),

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

  'starts cms after a healthy postgres and web after a healthy cms and redis': (doc) =>
    (
      [
        ['cms', 'postgres'],
        ['web', 'cms'],
        ['web', 'redis'],
      ] as const
    ).flatMap(([name, dependency]) => {
      const s = serviceOf(doc, name);
      if (!s || !dependsOn(s).includes(dependency)) return [`${name} does not wait for ${dependency}`];
      const entry = isDict(s.depends_on) ? s.depends_on[dependency] : undefined;
      const condition = isDict(entry) ? entry.condition : undefined;
      return condition === 'service_healthy' ? [] : [`${name} starts before ${dependency} is healthy (condition: ${String(condition)})`];
    }),

  'the web shares its state through the redis service': (doc) => {
    const value = valueWhenUnset(environment(serviceOf(doc, 'web') ?? {}).get('REDIS_URL'));
    return /^redis:\/\/redis(:\d+)?(\/|$)/.test(value) ? [] : [`web: REDIS_URL is "${value}", not the redis service`];
  },

  'demo accounts are off unless the operator opts in': (doc) =>
    SERVICES.flatMap((name) => {
      const value = valueWhenUnset(environment(serviceOf(doc, name) ?? {}).get('DEMO_ACCOUNTS')).trim().toLowerCase();
      return value === '' || value === 'false' ? [] : [`${name}: DEMO_ACCOUNTS is "${value}" unless the operator sets it`];
    }),

  'varnish serves the site on port 3000 in front of two webs, once both are healthy': (doc) => {
    const varnish = serviceOf(doc, 'varnish');
    if (!varnish) return ['no service "varnish"'];
    const problems: string[] = [];
    const entrypoint = Array.isArray(varnish.entrypoint) ? varnish.entrypoint.map(String) : [];
    const script = entrypoint.find((part) => part.endsWith('start.sh'));
    const mounts = (Array.isArray(varnish.volumes) ? varnish.volumes : []).map(String);
    const mount = mounts.map((m) => m.split(':')).find(([, target]) => script?.startsWith(`${target}/`));
    if (!script || !mount) problems.push('varnish does not run ops/varnish/start.sh from a mounted folder');
    else if (!existsSync(resolve(REPO, mount[0]!, script.slice(mount[1]!.length + 1)))) problems.push(`varnish: ${script} is not in ${mount[0]}`);
    const ports = (Array.isArray(varnish.ports) ? varnish.ports : []).map(String);
    if (!ports.some((p) => /^(\d+\.\d+\.\d+\.\d+:)?3000:/.test(p))) problems.push('varnish does not publish port 3000');
    for (const name of ['web', 'web-2']) {
      const entry = isDict(varnish.depends_on) ? varnish.depends_on[name] : undefined;
      if (!isDict(entry) || entry.condition !== 'service_healthy') problems.push(`varnish does not wait for a healthy ${name}`);
      if (!serviceOf(doc, name)) problems.push(`no service "${name}"`);
      if (serviceOf(doc, name)?.ports !== undefined) problems.push(`${name} publishes a port: visitors must come through varnish`);
    }
    const backends = valueWhenUnset(environment(varnish).get('WEB_BACKENDS')).split(/\s+/);
    if (!backends.includes('web:3000') || !backends.includes('web-2:3000')) problems.push(`varnish: WEB_BACKENDS is "${backends.join(' ')}", not both webs`);
    if (JSON.stringify(serviceOf(doc, 'web-2')) !== JSON.stringify(serviceOf(doc, 'web'))) problems.push('web-2 differs from web');
    return problems;
  },

  'the webs purge varnish by tag and trust one proxy': (doc) => {
    const env = environment(serviceOf(doc, 'web') ?? {});
    const problems: string[] = [];
    if (valueWhenUnset(env.get('CDN_PURGE_MODE')) !== 'varnish') problems.push('web: CDN_PURGE_MODE is not varnish');
    if (!/^http:\/\/varnish:\d+\/?$/.test(valueWhenUnset(env.get('CDN_PURGE_URL')))) problems.push('web: CDN_PURGE_URL is not the varnish service');
    if (valueWhenUnset(env.get('TRUST_PROXY')) !== '1') problems.push('web: TRUST_PROXY is not 1');
    return problems;
  },

  'prometheus and grafana are optional (a profile) and read files that exist': (doc) =>
    ['prometheus', 'grafana'].flatMap((name) => {
      const s = serviceOf(doc, name);
      if (!s) return [`no service "${name}"`];
      const problems = Array.isArray(s.profiles) && s.profiles.length > 0 ? [] : [`${name} starts by default (no profile)`];
      for (const volume of (Array.isArray(s.volumes) ? s.volumes : []).map(String)) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.') && !existsSync(resolve(REPO, source))) problems.push(`${name}: ${source} does not exist`);
      }
      return problems;
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

describe('the compose rules catch a broken file', () => {
  const clone = () => structuredClone(loadCompose().doc) as Dict & { services: Record<string, Dict> };
  const text = () => loadCompose().text;

  const cases: [string, string, (doc: Dict & { services: Record<string, Dict> }) => void][] = [
    ['a service is missing', 'defines the postgres, redis, cms and web services', (d) => delete d.services.web],
    ['a Dockerfile that does not exist', 'each service builds from a context and Dockerfile that exist, or uses an image', (d) => {
      d.services.cms!.build = { context: '.', dockerfile: 'cms/Dockerfile.missing' };
    }],
    ['a service with neither build nor image', 'each service builds from a context and Dockerfile that exist, or uses an image', (d) => {
      delete d.services.postgres!.image;
    }],
    ['cms and web sharing a Dockerfile', 'builds cms and web from the repository, each with a Dockerfile of its own', (d) => {
      d.services.web!.build = d.services.cms!.build;
    }],
    ['a required env file that does not exist', 'every env_file exists, is optional, or is the generated .env', (d) => {
      d.services.web!.env_file = ['missing.env'];
    }],
    ['a removed health check', 'every service has a health check', (d) => delete d.services.cms!.healthcheck],
    ['a disabled health check', 'every service has a health check', (d) => {
      d.services.web!.healthcheck = { disable: true };
    }],
    ['a NONE health check', 'every service has a health check', (d) => {
      d.services.postgres!.healthcheck = { test: ['NONE'] };
    }],
    ['cms not waiting for postgres', 'starts cms after a healthy postgres and web after a healthy cms and redis', (d) => delete d.services.cms!.depends_on],
    ['web waiting for cms to start only', 'starts cms after a healthy postgres and web after a healthy cms and redis', (d) => {
      d.services.web!.depends_on = { cms: { condition: 'service_started' } };
    }],
    ['web not waiting for redis', 'starts cms after a healthy postgres and web after a healthy cms and redis', (d) => {
      d.services.web!.depends_on = { cms: { condition: 'service_healthy' } };
    }],
    ['web without REDIS_URL', 'the web shares its state through the redis service', (d) => {
      delete (d.services.web!.environment as Dict).REDIS_URL;
    }],
    ['web pointed at another redis', 'the web shares its state through the redis service', (d) => {
      (d.services.web!.environment as Dict).REDIS_URL = 'redis://127.0.0.1:6379';
    }],
    ['demo accounts on by default', 'demo accounts are off unless the operator opts in', (d) => {
      (d.services.cms!.environment as Dict).DEMO_ACCOUNTS = '${DEMO_ACCOUNTS:-true}';
    }],
    ['demo accounts switched on', 'demo accounts are off unless the operator opts in', (d) => {
      d.services.cms!.environment = ['DEMO_ACCOUNTS=true'];
    }],
    ['a fallback demo password', 'no demo password is written in the compose file', (d) => {
      (d.services.cms!.environment as Dict).DEMO_STAFF_PASSWORD = '${DEMO_STAFF_PASSWORD:-StaffDemo!2024}';
    }],
    ['no varnish', 'varnish serves the site on port 3000 in front of two webs, once both are healthy', (d) => delete d.services.varnish],
    ['the web published beside varnish', 'varnish serves the site on port 3000 in front of two webs, once both are healthy', (d) => {
      d.services.web!.ports = ['3000:3000'];
    }],
    ['varnish with one web', 'varnish serves the site on port 3000 in front of two webs, once both are healthy', (d) => {
      (d.services.varnish!.environment as Dict).WEB_BACKENDS = 'web:3000';
    }],
    ['varnish not waiting for web-2', 'varnish serves the site on port 3000 in front of two webs, once both are healthy', (d) => {
      delete (d.services.varnish!.depends_on as Dict)['web-2'];
    }],
    ['a varnish script that does not exist', 'varnish serves the site on port 3000 in front of two webs, once both are healthy', (d) => {
      d.services.varnish!.entrypoint = ['/bin/sh', '/etc/varnish/ironbark/missing.sh'];
    }],
    ['the webs purging a CDN in json', 'the webs purge varnish by tag and trust one proxy', (d) => {
      (d.services.web!.environment as Dict).CDN_PURGE_MODE = 'json';
    }],
    ['prometheus on by default', 'prometheus and grafana are optional (a profile) and read files that exist', (d) => {
      delete d.services.prometheus!.profiles;
    }],
    ['grafana reading a missing dashboard', 'prometheus and grafana are optional (a profile) and read files that exist', (d) => {
      d.services.grafana!.volumes = ['./ops/grafana/missing.json:/var/lib/grafana/dashboards/x.json:ro'];
    }],
    ['a literal demo password', 'no demo password is written in the compose file', (d) => {
      (d.services.cms!.environment as Dict).DEMO_ADMIN_PASSWORD = 'AdminDemo!2024';
    }],
  ];

  it.each(cases)('%s', (_name, rule, breakIt) => {
    const doc = clone();
    breakIt(doc);
    expect(RULES[rule]!(doc, text()).length, rule).toBeGreaterThan(0);
  });

  it('a file that does not name the .env generator', () => {
    expect(RULES['names the script that creates the generated .env']!(clone(), 'services: {}').length).toBeGreaterThan(0);
  });

  it('reads compose interpolation as compose does when nothing is set', () => {
    expect(valueWhenUnset('${DEMO_ACCOUNTS:-false}')).toBe('false');
    expect(valueWhenUnset('${X-abc}')).toBe('abc');
    expect(valueWhenUnset('${X:-}')).toBe('');
    expect(valueWhenUnset('${X}')).toBe('');
    expect(valueWhenUnset('$X')).toBe('');
    expect(valueWhenUnset('literal')).toBe('literal');
    expect(valueWhenUnset(undefined)).toBe('');
  });
});
