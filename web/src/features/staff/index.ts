// The staff feature's public entry for browser-safe code: the session cookie's name (the server's
// caches and CSRF check know a signed-in member of staff by it).
export { SESSION_COOKIE } from './session-cookie';
