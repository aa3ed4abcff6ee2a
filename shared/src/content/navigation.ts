import { z } from 'zod';
import { component } from '../schema/fields.js';
import { populateFor } from '../schema/populate.js';
import { menuItemComponent, menuLinkComponent } from './navigation-components.js';

const fields = {
  header: component(menuItemComponent, { repeatable: true, max: 8 }),
  /** Shown only in the mobile menu, after the header entries (Partner, Resources). */
  mobileExtras: component(menuLinkComponent, { repeatable: true, max: 6 }),
  footer: component(menuLinkComponent, { repeatable: true, max: 12 }),
};

export const navigationSchema = z.object({
  header: fields.header.zod,
  mobileExtras: fields.mobileExtras.zod,
  footer: fields.footer.zod,
});

export type Navigation = z.output<typeof navigationSchema>;

export const navigationAttributes = Object.fromEntries(
  Object.entries(fields).map(([k, f]) => [k, f.strapi]),
);

/** The `populate` parameter for GET /api/navigation (every menu level). */
export const navigationPopulate = (() => {
  const rule = populateFor(fields);
  return rule === true ? {} : rule.populate;
})();
