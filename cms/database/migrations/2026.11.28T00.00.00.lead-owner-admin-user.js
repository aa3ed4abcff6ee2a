// A lead's owner became a relation to an admin user (issue 33). Before, it was an e-mail address
// typed into the lead's "owner" column, which Strapi's schema sync would drop with its data. This
// keeps the typed address as owner_text ("Owner as typed before"); at start-up the leads plugin
// links each address to the admin user who signs in with it and clears it (lead-owners.ts
// linkTypedOwners), and an address no admin user has stays on the lead, visible, never lost.
// A new database has no leads table yet; running it twice changes nothing.
'use strict';

const LEADS = 'form_submissions';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(LEADS))) return;
    if ((await knex.schema.hasColumn(LEADS, 'owner')) && !(await knex.schema.hasColumn(LEADS, 'owner_text'))) {
      await knex.schema.alterTable(LEADS, (t) => t.renameColumn('owner', 'owner_text'));
    }
  },
};
