import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { parseCreateStaffArgs } from './create-staff-args.mjs';

describe('parseCreateStaffArgs', () => {
  it('reads email, password and username', () => {
    expect(parseCreateStaffArgs(['--email', 'Jo.Bloggs@Ironbark.com.au', '--password', 'correct horse battery', '--username', 'jbloggs'])).toEqual({
      ok: true,
      options: { email: 'jo.bloggs@ironbark.com.au', password: 'correct horse battery', username: 'jbloggs', reset: false },
    });
  });

  it('makes a username from the email when none is given', () => {
    expect(parseCreateStaffArgs(['--email', 'jo.bloggs@ironbark.com.au', '--password', 'correct horse battery']).options.username).toBe('jo.bloggs');
  });

  it('reads --reset', () => {
    expect(parseCreateStaffArgs(['--email', 'a@b.au', '--password', 'long enough password', '--reset']).options).toMatchObject({ reset: true });
  });

  it.each([
    [[], ['--email is required', '--password is required']],
    [['--email', 'not-an-email', '--password', 'long enough password'], ['--email "not-an-email" is not an email address']],
    [['--email', 'a@b.au', '--password', 'elevenchars'], ['--password is too short: use at least 12 characters']],
    [['--email', 'a@b.au', '--password', 'x'.repeat(73)], ['--password is too long: at most 72 bytes are used']],
    [['--email', 'a@b.au', '--password', 'long enough password', '--username', 'a b'], ['--username "a b" must be 3-50 letters, digits, dots, hyphens or underscores']],
    [['--email', 'a@b.au', '--password', 'long enough password', '--reset', '--username', 'abc'], ['--username cannot be used with --reset (the account is found by its email)']],
  ])('refuses %j with clear messages', (argv, errors) => {
    expect(parseCreateStaffArgs(argv)).toEqual({ ok: false, errors });
  });

  it('refuses unknown options and stray words', () => {
    expect(parseCreateStaffArgs(['--mail', 'a@b.au']).ok).toBe(false);
    expect(parseCreateStaffArgs(['a@b.au']).ok).toBe(false);
  });

  it('asks for help', () => {
    expect(parseCreateStaffArgs(['--help'])).toMatchObject({ ok: false, help: true });
  });
});
