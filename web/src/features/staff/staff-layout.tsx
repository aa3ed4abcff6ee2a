// The staff area's frame around every staff page: a sidebar with the signed-in member, the
// sections and sign-out, and the page beside it. The sidebar starts closed on screens 767px wide
// or narrower and on /change-password (site spec section 2), and opens with its toggle button.
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, NavLink, Outlet, useLoaderData, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import type { StaffUser } from '../../lib/content-source';
import { http } from '../../lib/http';
import styles from './staff.module.css';

export const STAFF_MOBILE_QUERY = '(max-width: 767px)';

export function sidebarStartsOpen(pathname: string, narrow: boolean): boolean {
  return !narrow && !pathname.toLowerCase().startsWith('/change-password');
}

function Shell({ user, children }: { user: StaffUser | null; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => sidebarStartsOpen(pathname, false));
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(STAFF_MOBILE_QUERY);
    const apply = () => setOpen(sidebarStartsOpen(pathname, media.matches));
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [pathname]);

  async function signOut() {
    setSigningOut(true);
    const res = await http('/api/auth/logout', { method: 'POST' }).catch(() => null);
    await res?.text().catch(() => '');
    navigate('/login', { replace: true, state: { notice: 'You have signed out.' } });
  }

  return (
    <div className={`${styles.shell} ${open ? styles.open : styles.closed}`} data-sidebar={open ? 'open' : 'closed'}>
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.shellBar}>
        <button type="button" className={styles.sidebarToggle} aria-expanded={open} aria-controls="staff-sidebar" onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true" className={styles.toggleIcon}>
            {open ? '«' : '☰'}
          </span>
          {open ? 'Hide menu' : 'Staff menu'}
        </button>
        {user ? <span className={styles.shellWho}>{user.email}</span> : null}
      </div>
      <aside id="staff-sidebar" className={styles.sidebar} aria-label="Staff area" hidden={!open}>
        <p className={styles.sidebarHeading}>Staff area</p>
        {user ? (
          <p className={styles.who}>
            Signed in as <strong>{user.email}</strong>
          </p>
        ) : null}
        <nav aria-label="Staff sections">
          <ul className={styles.nav}>
            <li>
              <NavLink to="/resources-manage" end>
                Resources
              </NavLink>
            </li>
            <li>
              <NavLink to="/resources-manage/new">New resource</NavLink>
            </li>
            <li>
              <NavLink to="/change-password">Change password</NavLink>
            </li>
          </ul>
        </nav>
        <button type="button" className={styles.button} onClick={signOut} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

export function Component() {
  const user = useLoaderData() as StaffUser;
  return (
    <Shell user={user}>
      <Outlet />
    </Shell>
  );
}

/** A staff page that failed: said plainly, with the way back to the list. */
export function StaffError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === 'string'
      ? (error.data as { message: string }).message
      : status === 503
        ? 'The content service is not answering right now. Try again in a minute.'
        : 'This page could not be shown. Try again shortly.';
  return (
    <div className={styles.page}>
      <title>{`${status === 404 ? 'Not found' : 'Something went wrong'} | Staff area`}</title>
      <h1 className={styles.pageTitle}>{status === 404 ? 'Not found' : 'Something went wrong'}</h1>
      <p>{message}</p>
      <p>
        <Link to="/resources-manage">Back to resources</Link>
      </p>
    </div>
  );
}

export { StaffError as ErrorBoundary };
