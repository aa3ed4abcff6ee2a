// The web's trusted sign-in route. Only the web server's API token holds its permission
// (staff/api-token.ts): staff JWTs and anonymous callers get 403. It has no per-address limit
// of Strapi's own, because every request comes from the web server's address; the web limits
// attempts per account and visitor address before it calls this.
export default {
  routes: [
    {
      method: 'POST',
      path: '/staff-auth/login',
      handler: 'staff-auth.login',
      config: {
        auth: { scope: ['api::staff-auth.staff-auth.login'] },
        policies: [],
        middlewares: [],
      },
    },
  ],
};
