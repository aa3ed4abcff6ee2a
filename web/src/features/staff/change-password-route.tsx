// /change-password: a staff member sets a new password. Every other session of theirs ends (on
// the site and in the CMS); this one continues. The sidebar starts closed here (site spec 2).
import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { http } from '../../lib/http';
import styles from './staff.module.css';

interface Result {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  expired?: boolean;
}

export async function action({ request }: ActionFunctionArgs): Promise<Result> {
  const form = await request.formData();
  const body = {
    currentPassword: String(form.get('currentPassword') ?? ''),
    password: String(form.get('password') ?? ''),
    passwordConfirmation: String(form.get('passwordConfirmation') ?? ''),
  };
  let res: Response;
  try {
    res = await http('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: 'We could not reach the server. Check your connection and try again.' };
  }
  if (res.ok) {
    await res.text().catch(() => '');
    return { ok: true, message: 'Your password has been changed. You have been signed out everywhere else.' };
  }
  const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (res.status === 401) return { ok: false, expired: true, message: 'Your session has ended. Sign in again, then change your password.' };
  return { ok: false, message: answer.message ?? 'The password could not be changed. Try again shortly.', errors: answer.errors };
}

export function Component() {
  const result = useActionData() as Result | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
    else if (result?.errors) {
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`pw-${first}`)?.focus();
    }
  }, [result]);

  const field = (name: string, label: string, autoComplete: string, hint?: string) => {
    const error = result?.errors?.[name];
    const describedBy = [hint ? `pw-${name}-hint` : '', error ? `pw-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`pw-${name}`}>
          {label}
        </label>
        {hint ? (
          <p id={`pw-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <input
          id={`pw-${name}`}
          name={name}
          type="password"
          required
          autoComplete={autoComplete}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error ? (
          <p id={`pw-${name}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <title>Change password | Staff area</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Change password</h1>
      </header>
      <div className={`${styles.panel} ${styles.narrowPanel}`}>
        <p role="status" className={styles.notice}>
          {result?.ok ? result.message : ''}
        </p>
        {result && !result.ok ? (
          <p role="alert" className={styles.formError}>
            {result.message}
            {result.expired ? (
              <>
                {' '}
                <a href="/login?next=%2Fchange-password">Sign in again</a>
              </>
            ) : null}
          </p>
        ) : null}
        <Form method="post" ref={formRef} noValidate className={styles.stack}>
          {field('currentPassword', 'Current password', 'current-password')}
          {field('password', 'New password', 'new-password', 'At least 12 characters. A few unrelated words make a strong password.')}
          {field('passwordConfirmation', 'New password again', 'new-password')}
          <div>
            <button type="submit" className={`${styles.button} ${styles.buttonPrimary}`} disabled={busy}>
              {busy ? 'Changing…' : 'Change password'}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}

export { StaffError as ErrorBoundary } from './staff-layout';
