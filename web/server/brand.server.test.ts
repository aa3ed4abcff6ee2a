import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetBrand, rememberBrand, setSiteAddress } from './brand.server';
import { errorPage } from './errors.server';

describe("the server's error page names the company and its phone from Global", () => {
  // Each test starts from "never answered", whatever ran before it in the same worker.
  beforeEach(() => forgetBrand());
  afterEach(() => forgetBrand());

  it('before the CMS ever answered: the site by its address, and the contact page instead of a number', () => {
    setSiteAddress('https://www.example.com.au');
    const html = errorPage(503);
    expect(html).toContain('<title>Temporarily unavailable | www.example.com.au</title>');
    expect(html).toContain('or <a href="/contact-us">contact us</a>.');
    expect(html).not.toContain('tel:');
  });

  it("with Global's last values, kept while the CMS is down: the name and the number as a tel: link", () => {
    rememberBrand({ siteName: 'Ironbark <Communications>', phone: '(02) 9000 1234' });
    const html = errorPage(500, { logged: true });
    expect(html).toContain('| Ironbark &lt;Communications&gt;</title>');
    expect(html).toContain('or call us on <a href="tel:+61290001234">(02) 9000 1234</a>.');
    rememberBrand({ siteName: 'Ironbark', phone: '' });
    expect(errorPage(500)).toContain('or <a href="/contact-us">contact us</a>.');
  });
});
