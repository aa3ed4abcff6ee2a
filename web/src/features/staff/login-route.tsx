// /login: staff sign in. The form's action posts to the web's /api/auth/login through the site's
// http client (so with the XSRF header); the session is an httpOnly cookie the page never sees.
// After signing in the member goes on to the page they asked for (?next=, same-site only).
import { Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { useArrivalNotice } from './use-arrival-notice';
import { useHydrated } from './use-hydrated';
import { http } from '../../lib/http';
import { nextPath, type LoginData } from './staff-loaders';
import styles from './staff.module.css';

interface LoginFailure {
  message: string;
  errors?: Record<string, string>;
}

export async function action({ request }: ActionFunctionArgs): Promise<LoginFailure | Response> {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const errors: Record<string, string> = {};
  if (!email) errors.email = 'Enter your email address.';
  if (!password) errors.password = 'Enter your password.';
  if (Object.keys(errors).length) return { message: 'Enter your email address and password.', errors };
  let res: Response;
  try {
    res = await http('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { message: 'We could not reach the server. Check your connection and try again.' };
  }
  if (res.ok) {
    // Read to the end, so the request is finished before the page moves on.
    await res.text().catch(() => '');
    return redirect(nextPath(new URL(request.url).searchParams.get('next')));
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (res.status === 403) return { message: 'This page has expired. Reload it and sign in again.' };
  return { message: body.message ?? 'Signing in did not work. Try again shortly.', errors: body.errors };
}

export function Component() {
  const { next } = useLoaderData() as LoginData;
  const failure = useActionData() as LoginFailure | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login') === true;
  const hydrated = useHydrated();
  const notice = useArrivalNotice();
  const fieldError = (name: string) =>
    failure?.errors?.[name] ? (
      <p id={`login-${name}-error`} className={styles.fieldError}>
        {failure.errors[name]}
      </p>
    ) : null;
  const invalid = (name: string) =>
    failure?.errors?.[name] ? { 'aria-invalid': true as const, 'aria-describedby': `login-${name}-error` } : {};

  return (
    <section className={styles.loginPage}>
      <title>Staff sign in</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.loginCard}>
        <h1 className={styles.pageTitle}>Staff sign in</h1>
        <p className={styles.muted}>For Ironbark staff who manage news, case studies and guides.</p>
        {next !== '/resources-manage' ? <p className={styles.muted}>After signing in you will go back to the page you asked for.</p> : null}
        <p role="status" className={styles.notice}>
          {notice && !failure ? notice : ''}
        </p>
        {failure ? (
          <p role="alert" className={styles.formError}>
            {failure.message}
          </p>
        ) : null}
        <Form method="post" action={`/login${next !== '/resources-manage' ? `?${new URLSearchParams({ next })}` : ''}`} noValidate className={styles.stack}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="login-email">
              Email address
            </label>
            <input id="login-email" name="email" type="email" autoComplete="username" required className={styles.input} {...invalid('email')} />
            {fieldError('email')}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="login-password">
              Password
            </label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required className={styles.input} {...invalid('password')} />
            {fieldError('password')}
          </div>
          {/* Signing in runs in the staff app: a press before it has started would post the form to the
              page itself ("That cannot be done here"), so the button waits for it (a moment). */}
          <button type="submit" className={`${styles.button} ${styles.buttonPrimary} ${styles.buttonWide}`} disabled={busy || !hydrated}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </Form>
      </div>
    </section>
  );
}
