// The live preview has nothing of its own on the CMS's server: the admin reads the signed link of
// "Open preview" (cms/config/admin.ts) and the web renders what the editor typed, so nothing the
// editor types is stored. Strapi still loads a server entry for every local plugin.
export default {};
