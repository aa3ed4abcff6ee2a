// /login: staff sign in. The form posts to the web's /api/auth/login (through the app's http
// client, so with the XSRF header); the session is an httpOnly cookie the page never sees.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { http } from '../../lib/http';
import styles from './staff.module.css';

export function Component() {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (!data.email || !data.password) {
      setError('Enter your email address and password.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await http('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: data.email, password: data.password }),
      });
      if (res.ok) {
        navigate('/resources-manage', { replace: true });
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      setError(
        res.status === 429
          ? 'Too many attempts. Please wait a few minutes before trying again.'
          : res.status === 403
            ? 'Your session expired. Reload the page and sign in again.'
            : (body.message ?? 'The email or password is not right.'),
      );
    } catch {
      setError('We could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="section">
      <title>Staff sign in</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={`container ${styles.narrow}`}>
        <h1>Staff sign in</h1>
        <p className={styles.lead}>For Ironbark staff who manage news, case studies and guides.</p>
        <form onSubmit={onSubmit} className={styles.card} noValidate>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <label className={styles.label} htmlFor="login-email">
            Email
          </label>
          <input id="login-email" name="email" type="email" autoComplete="username" required className={styles.input} />
          <label className={styles.label} htmlFor="login-password">
            Password
          </label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required className={styles.input} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </section>
  );
}
