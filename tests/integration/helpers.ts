// Helpers for integration tests: a fetch that keeps cookies like a browser, and the XSRF dance.
import { inject } from 'vitest';

export const stack = () => inject('stack');

export class Browser {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Asks for a CSRF token as the site's http client does (GET /api/csrf sets the cookie). */
  async xsrf(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) {
      const res = await this.fetch('/api/csrf', { headers: { accept: 'application/json' } });
      if (res.status !== 200) throw new Error(`/api/csrf answered ${res.status}`);
    }
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  /** The Cookie header this browser would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
