// Every content type of the CMS by name: its UID, and who reaches it how. The one place outside
// the CMS's own src/api/<type>/ folders where a UID is written (tests/unit/content-type-uids.test.ts
// checks it); revalidation, role permissions, the web's API token and the web's cache tags are
// derived from here. Free of dependencies, so the admin's bundle and plain scripts can import it.
export const CONTENT_TYPE_UIDS = {
  page: 'api::page.page',
  blog: 'api::blog.blog',
  global: 'api::global.global',
  navigation: 'api::navigation.navigation',
  redirect: 'api::redirect.redirect',
  formSubmission: 'api::form-submission.form-submission',
  campaign: 'api::campaign.campaign',
  leadRouting: 'api::lead-routing.lead-routing',
  searchTuning: 'api::search-tuning.search-tuning',
  form: 'api::form.form',
} as const;

export type ContentTypeName = keyof typeof CONTENT_TYPE_UIDS;
export type ContentTypeUid = (typeof CONTENT_TYPE_UIDS)[ContentTypeName];

interface ContentTypeAccess {
  /** The public site is built from it: the web caches it, and the CMS tells the web when it changes. */
  site: boolean;
  /** REST actions anybody may call (the users-permissions public role). */
  public: readonly string[];
  /** REST actions the web server's API token may call. */
  webToken: readonly string[];
  /** REST actions signed-in staff may call (the authenticated role). */
  staff: readonly string[];
}

export const CONTENT_TYPE_ACCESS: Record<ContentTypeName, ContentTypeAccess> = {
  page: { site: true, public: ['find', 'findOne'], webToken: ['find', 'findOne'], staff: [] },
  blog: {
    site: true,
    public: ['find', 'findOne'],
    // file: a published resource's file, wherever it is kept (gated guides' signed links).
    webToken: ['find', 'findOne', 'file'],
    // cms/src/api/blog/routes: the core routes and the staff screens' own (01-manage.ts).
    staff: ['find', 'findOne', 'create', 'update', 'delete', 'manage', 'manageOne', 'slugCheck', 'publish', 'unpublish', 'discardDraft'],
  },
  global: { site: true, public: ['find'], webToken: ['find'], staff: [] },
  navigation: { site: true, public: ['find'], webToken: ['find'], staff: [] },
  redirect: { site: true, public: [], webToken: ['find', 'findOne'], staff: [] },
  formSubmission: { site: false, public: [], webToken: ['create', 'update'], staff: [] },
  // Read by the CMS's own measurement dashboard only.
  campaign: { site: false, public: [], webToken: [], staff: [] },
  // Read by the CMS itself when a lead is stored.
  leadRouting: { site: false, public: [], webToken: [], staff: [] },
  // Read by the CMS's search; a change drops the web's cached search results (its type tag).
  searchTuning: { site: true, public: [], webToken: [], staff: [] },
  // The form builder's forms: the web reads the published ones (drawn on pages, posts checked).
  form: { site: true, public: [], webToken: ['find', 'findOne'], staff: [] },
};

const NAMES = Object.keys(CONTENT_TYPE_UIDS) as ContentTypeName[];

/** The content types the public site is built from, by name. */
export const SITE_CONTENT_TYPES: readonly ContentTypeName[] = NAMES.filter((name) => CONTENT_TYPE_ACCESS[name].site);

/** Permission names ("api::page.page.find") of one audience, over every content type. */
export function contentApiActions(audience: 'public' | 'webToken' | 'staff'): string[] {
  return NAMES.flatMap((name) => CONTENT_TYPE_ACCESS[name][audience].map((action) => `${CONTENT_TYPE_UIDS[name]}.${action}`));
}

/** The rule sets of the content checks (shared content/content-checks): pages, resources, the form builder's forms. */
export type CheckKind = 'page' | 'resource' | 'form';

/** The admin plugins a content type can join, each a flag on the type below. */
export type EditorialFeature = 'history' | 'scheduling' | 'checks' | 'audit';

interface ContentTypeEditorial {
  /** What editors call one document of it (the content manager's name for the type). */
  label: string;
  /** One document only (a Strapi single type): no list, no document id in its admin address. */
  single: boolean;
  /** Versions kept, compared and restored (the history plugin). */
  history: boolean;
  /** Publish and unpublish at a chosen time (the scheduling plugin). */
  scheduling: boolean;
  /** The content checks panel and the site-wide report (the content-checks plugin), by the rule set that applies. */
  checks: false | CheckKind;
  /** Publishes, unpublishes and deletes written to the audit trail. */
  audit: boolean;
}

/**
 * Each content type as editors meet it, and the admin plugins it joins. The one list the
 * plugins read (server and admin alike) and the definitions take their display names from, so a
 * type joins history or checks by one flag here.
 */
export const CONTENT_TYPE_EDITORIAL: Record<ContentTypeName, ContentTypeEditorial> = {
  page: { label: 'Page', single: false, history: true, scheduling: true, checks: 'page', audit: true },
  blog: { label: 'Resource', single: false, history: true, scheduling: true, checks: 'resource', audit: true },
  navigation: { label: 'Navigation', single: true, history: true, scheduling: true, checks: false, audit: true },
  global: { label: 'Global settings', single: true, history: true, scheduling: true, checks: false, audit: true },
  redirect: { label: 'Redirect', single: false, history: false, scheduling: false, checks: false, audit: false },
  // Leads are audited for their deletes (spam and test leads, by editors in the lead desk).
  formSubmission: { label: 'Form submission', single: false, history: false, scheduling: false, checks: false, audit: true },
  campaign: { label: 'Campaign', single: false, history: false, scheduling: false, checks: false, audit: false },
  leadRouting: { label: 'Lead routing', single: true, history: false, scheduling: false, checks: false, audit: false },
  searchTuning: { label: 'Search tuning', single: true, history: false, scheduling: false, checks: false, audit: false },
  // Checked for a consent field, hidden values and routing (content-checks checkForm).
  form: { label: 'Form', single: false, history: true, scheduling: true, checks: 'form', audit: true },
};

/** The UIDs of the content types that join a plugin, in the order above. */
export function uidsWith(feature: EditorialFeature): ContentTypeUid[] {
  return NAMES.filter((name) => CONTENT_TYPE_EDITORIAL[name][feature]).map((name) => CONTENT_TYPE_UIDS[name]);
}

/** A content type's label by UID ("Page"); the UID itself for one this list does not know. */
export function labelOfUid(uid: string): string {
  const name = NAMES.find((n) => CONTENT_TYPE_UIDS[n] === uid);
  return name ? CONTENT_TYPE_EDITORIAL[name].label : uid;
}

/** The content types the checks cover, by UID, with the rule set of each. */
export function checkedTypes(): Partial<Record<ContentTypeUid, CheckKind>> {
  const out: Partial<Record<ContentTypeUid, CheckKind>> = {};
  for (const name of NAMES) {
    const kind = CONTENT_TYPE_EDITORIAL[name].checks;
    if (kind) out[CONTENT_TYPE_UIDS[name]] = kind;
  }
  return out;
}

/** Whether a UID is a single type. */
export function isSingleUid(uid: string): boolean {
  const name = NAMES.find((n) => CONTENT_TYPE_UIDS[n] === uid);
  return name ? CONTENT_TYPE_EDITORIAL[name].single : false;
}
