// The Strapi schema files that come from the definitions in shared/: every component, and the
// two content types built of them (page, navigation). cms/scripts/generate-components.mjs
// writes them; a test fails when the files in cms/ differ, so they are never edited by hand.
import { blockDefinitions } from './blocks/registry.js';
import { cardElement } from './blocks/elements/card.js';
import { faqItemElement } from './blocks/elements/faq-item.js';
import { featureElement } from './blocks/elements/feature.js';
import { jobElement } from './blocks/elements/job.js';
import { linkElement } from './blocks/elements/link.js';
import { logoElement } from './blocks/elements/logo.js';
import { officeElement } from './blocks/elements/office.js';
import { statElement } from './blocks/elements/stat.js';
import { stepElement } from './blocks/elements/step.js';
import { teamMemberElement } from './blocks/elements/team-member.js';
import { ICON_NAMES } from './blocks/icons.js';
import {
  menuGroupComponent,
  menuItemComponent,
  menuLinkComponent,
} from './content/navigation-components.js';
import { navigationAttributes } from './content/navigation.js';
import { PAGE_PATH_PATTERN } from './content/page.js';
import { seoComponent } from './content/seo.js';
import type { FieldMap, StrapiComponentSchema } from './schema/define.js';

const components: {
  uid: string;
  category: string;
  name: string;
  fields: FieldMap;
  strapiSchema: StrapiComponentSchema;
}[] = [
  ...blockDefinitions,
  linkElement,
  cardElement,
  featureElement,
  statElement,
  faqItemElement,
  stepElement,
  teamMemberElement,
  jobElement,
  logoElement,
  officeElement,
  seoComponent,
  menuLinkComponent,
  menuGroupComponent,
  menuItemComponent,
];

const pageSchema = {
  kind: 'collectionType',
  collectionName: 'pages',
  info: {
    singularName: 'page',
    pluralName: 'pages',
    displayName: 'Page',
    description: 'A page of the site, built from blocks. Its path is its address on the site.',
  },
  options: { draftAndPublish: true },
  pluginOptions: {},
  attributes: {
    title: { type: 'string', required: true, maxLength: 120 },
    path: { type: 'string', required: true, unique: true, maxLength: 200, regex: PAGE_PATH_PATTERN },
    summary: { type: 'text', maxLength: 300 },
    icon: { type: 'enumeration', enum: ['none', ...ICON_NAMES], default: 'none' },
    showInSearch: { type: 'boolean', default: true },
    seo: { type: 'component', component: seoComponent.uid, repeatable: false, required: true },
    blocks: { type: 'dynamiczone', components: blockDefinitions.map((d) => d.uid) },
  },
};

const navigationSchema = {
  kind: 'singleType',
  collectionName: 'navigations',
  info: {
    singularName: 'navigation',
    pluralName: 'navigations',
    displayName: 'Navigation',
    description: 'The header mega menu, the extra mobile-menu links and the footer links',
  },
  options: { draftAndPublish: false },
  pluginOptions: {},
  attributes: navigationAttributes,
};

const byUid = new Map(components.map((c) => [c.uid, c]));

/** The definition of a generated component, for code that walks block data field by field. */
export function componentDefinition(uid: string) {
  return byUid.get(uid);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Every generated file, by its path relative to cms/. */
export function strapiGeneratedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const c of components) {
    files.set(`src/components/${c.category}/${c.name}.json`, json(c.strapiSchema));
  }
  files.set('src/api/page/content-types/page/schema.json', json(pageSchema));
  files.set('src/api/navigation/content-types/navigation/schema.json', json(navigationSchema));
  return files;
}

/** Folders whose every JSON file is generated: a file there that is not generated is stale. */
export const GENERATED_COMPONENT_CATEGORIES = [
  ...new Set(components.map((c) => c.category)),
] as const;
