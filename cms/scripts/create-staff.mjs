// `npm run create-staff -w cms -- --email a@b.au --password '...' [--username x] [--reset]`:
// creates a staff member (users-permissions, the staff role, confirmed), or with --reset sets a
// new password for one (which ends all their sessions). Uses the repository's .env or the
// environment (DATABASE_URL for PostgreSQL). Exits non-zero with a clear message on any error.
import { withStrapi } from './lib/strapi-app.mjs';
import { parseCreateStaffArgs, USAGE } from './lib/create-staff-args.mjs';

const USER = 'plugin::users-permissions.user';

const parsed = parseCreateStaffArgs(process.argv.slice(2));
if (!parsed.ok) {
  for (const e of parsed.errors) console.error(`create-staff: ${e}`);
  console.error(USAGE);
  process.exit(parsed.help ? 0 : 2);
}
const { email, password, username, reset } = parsed.options;

class Refused extends Error {}

try {
  const message = await withStrapi(async (strapi) => {
    const users = strapi.plugin('users-permissions').service('user');
    const existing = await strapi.db.query(USER).findOne({ where: { email }, populate: ['role'] });
    if (reset) {
      if (!existing) throw new Refused(`no staff member has the email ${email} (leave out --reset to create one)`);
      // Through the plugin's service (the document service): the password is hashed, and every
      // session of the user ends (src/staff/staff-sessions.ts).
      await users.edit(existing.id, { password });
      const note = existing.blocked ? ' Note: this account is blocked; unblock it in the admin to let them in.' : '';
      return `Password reset for ${email}; they are signed out everywhere.${note}`;
    }
    if (existing) throw new Refused(`a user with the email ${email} already exists (use --reset to set a new password)`);
    if (await strapi.db.query(USER).findOne({ where: { username } })) {
      throw new Refused(`the username ${username} is taken: choose another with --username`);
    }
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    if (!role) throw new Refused('the staff role (users-permissions "authenticated") is missing: start the CMS once first');
    await users.add({ username, email, password, provider: 'local', confirmed: true, blocked: false, role: role.id });
    return `Staff member created: ${email} (username ${username}). They can sign in to the staff area now.`;
  });
  console.log(`create-staff: ${message}`);
  process.exit(0);
} catch (error) {
  console.error(`create-staff: ${error instanceof Refused ? '' : 'failed: '}${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
