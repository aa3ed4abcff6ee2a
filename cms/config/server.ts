import path from 'node:path';

type Env = ((key: string, fallback?: string) => string) & {
  int: (key: string, fallback?: number) => number;
  array: (key: string, fallback?: string[]) => string[];
  bool: (key: string, fallback?: boolean) => boolean;
};

export default ({ env }: { env: Env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('TRUST_PROXY', false),
  app: { keys: env.array('APP_KEYS') },
  cron: { enabled: true },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  // Uploaded files live under <public>/uploads; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', path.join(__dirname, '..', '..', 'public')) },
});
