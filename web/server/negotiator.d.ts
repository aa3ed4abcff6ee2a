// The part of negotiator 1.x's API the web uses (the package has no type declarations of its own;
// @types/negotiator describes 0.6, without the preferred order).
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';
  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** Encodings the client accepts, best first; among equal q values, in the preferred order. */
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
}
