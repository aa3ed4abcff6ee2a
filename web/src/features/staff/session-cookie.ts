// The staff session cookie's name: browser-safe, so the server's shell (page cache, CSRF, render)
// can tell a signed-in member of staff without importing the session store.
export const SESSION_COOKIE = 'ib_session';
