import { useState, type FormEvent } from 'react';
import { http } from '../../lib/http';
import { StaffShell } from './staff-shell';
import styles from './staff.module.css';

export function Component() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setDone(false);
    const res = await http('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(data),
    }).catch(() => null);
    if (res?.ok) {
      setErrors({});
      setDone(true);
      form.reset();
      return;
    }
    const body = (await res?.json().catch(() => ({}))) as { errors?: Record<string, string> } | undefined;
    setErrors(body?.errors ?? { form: 'The password could not be changed. Please try again.' });
  }

  const field = (name: string, label: string, autoComplete: string) => (
    <>
      <label className={styles.label} htmlFor={`pw-${name}`}>
        {label}
      </label>
      <input
        id={`pw-${name}`}
        name={name}
        type="password"
        required
        autoComplete={autoComplete}
        className={styles.input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `pw-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`pw-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      ) : null}
    </>
  );

  return (
    <StaffShell title="Change password">
      <form onSubmit={onSubmit} className={`${styles.card} ${styles.narrowForm}`} noValidate>
        {done ? (
          <p role="status" className={styles.success}>
            Your password has been changed.
          </p>
        ) : null}
        {errors.form ? (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        ) : null}
        {field('currentPassword', 'Current password', 'current-password')}
        {field('password', 'New password (at least 12 characters)', 'new-password')}
        {field('passwordConfirmation', 'New password again', 'new-password')}
        <button type="submit" className="btn btn-primary">
          Change password
        </button>
      </form>
    </StaffShell>
  );
}
