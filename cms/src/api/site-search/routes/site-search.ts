// GET /api/site-search: the site search over the full-text index (src/search). Public, as the
// published pages and resources it finds are: the header box calls it from the browser, /search
// from the web server.
export default {
  routes: [
    {
      method: 'GET',
      path: '/site-search',
      handler: 'site-search.find',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};
