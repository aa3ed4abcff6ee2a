// Arguments of `npm run create-staff -w cms -- --email a@b.au --password '...' [--username x] [--reset]`,
// checked with messages a person can act on. Kept apart from the command so it can be tested alone.
import { parseArgs } from 'node:util';

export const USAGE =
  "Usage: npm run create-staff -w cms -- --email <address> --password '<at least 12 characters>' [--username <name>] [--reset]\n" +
  '  Creates a staff member (users-permissions, staff role, confirmed) who can sign in to the staff area.\n' +
  '  --reset sets a new password for an existing staff member instead (and signs them out everywhere).';

export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only the first 72 bytes: a longer password would silently be cut. */
export const MAX_PASSWORD_BYTES = 72;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;

/** { ok: true, options } or { ok: false, errors: [...] } (or help: true for --help). */
export function parseCreateStaffArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
  const { values } = parsed;
  if (values.help) return { ok: false, help: true, errors: [] };
  const errors = [];
  const email = (values.email ?? '').trim().toLowerCase();
  if (!email) errors.push('--email is required');
  else if (email.length > 254 || !EMAIL.test(email)) errors.push(`--email "${values.email}" is not an email address`);
  const password = values.password ?? '';
  if (!password) errors.push('--password is required');
  else if (password.length < MIN_PASSWORD_LENGTH) errors.push(`--password is too short: use at least ${MIN_PASSWORD_LENGTH} characters`);
  else if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) errors.push(`--password is too long: at most ${MAX_PASSWORD_BYTES} bytes are used`);
  let username = values.username?.trim();
  if (username !== undefined && !USERNAME.test(username)) {
    errors.push(`--username "${values.username}" must be 3-50 letters, digits, dots, hyphens or underscores`);
  }
  if (values.reset && values.username !== undefined) errors.push('--username cannot be used with --reset (the account is found by its email)');
  if (errors.length > 0) return { ok: false, errors };
  // Without --username: the part of the email before @, made valid.
  username ??= (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').padEnd(3, '0').slice(0, 50);
  return { ok: true, options: { email, password, username, reset: values.reset } };
}
