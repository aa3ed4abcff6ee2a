// Finds varnishd for the cache tests (tests/integration/varnish.test.ts): VARNISHD_PATH, or
// Debian's package. Nothing is downloaded.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd', '/usr/bin/varnishd'];

export function findVarnishd() {
  if (process.env.VARNISHD_PATH) return existsSync(process.env.VARNISHD_PATH) ? process.env.VARNISHD_PATH : null;
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  return null;
}

export const VARNISH_INSTALL_HINT =
  'No varnishd found for the cache tests (Varnish in front of the web). Install it, for example:\n' +
  '  Debian/Ubuntu:  sudo apt-get install -y varnish\n' +
  '  macOS:          brew install varnish\n' +
  'or point VARNISHD_PATH at a varnishd binary (7.x).';
