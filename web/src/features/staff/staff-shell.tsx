// The staff area's frame: a sidebar with its sections and sign-out. The sidebar starts closed on
// screens 767px wide or narrower and on /change-password (site spec section 2), and opens with
// its toggle button.
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import type { StaffUser } from '../../lib/content-source';
import { http } from '../../lib/http';
import styles from './staff.module.css';

export const STAFF_MOBILE_QUERY = '(max-width: 767px)';

export function sidebarStartsOpen(pathname: string, narrow: boolean): boolean {
  return !narrow && !pathname.toLowerCase().startsWith('/change-password');
}

export function StaffShell({ title, children }: { title: string; children: ReactNode }) {
  const user = useLoaderData() as StaffUser;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => sidebarStartsOpen(pathname, false));

  useEffect(() => {
    const media = window.matchMedia(STAFF_MOBILE_QUERY);
    const apply = () => setOpen(sidebarStartsOpen(pathname, media.matches));
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [pathname]);

  async function signOut() {
    await http('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    navigate('/login', { replace: true });
  }

  return (
    <div className={`${styles.shell} ${open ? styles.open : styles.closed}`} data-sidebar={open ? 'open' : 'closed'}>
      <title>{`${title} | Staff area`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <aside id="staff-sidebar" className={styles.sidebar} aria-label="Staff area" hidden={!open}>
        <p className={styles.who}>
          Signed in as <strong>{user.email}</strong>
        </p>
        <nav>
          <ul className={styles.nav}>
            <li>
              <NavLink to="/resources-manage">Resources</NavLink>
            </li>
            <li>
              <NavLink to="/change-password">Change password</NavLink>
            </li>
          </ul>
        </nav>
        <button type="button" className="btn btn-secondary" onClick={signOut}>
          Sign out
        </button>
      </aside>
      <div className={styles.content}>
        <div className={styles.bar}>
          <button type="button" className={styles.sidebarToggle} aria-expanded={open} aria-controls="staff-sidebar" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide menu' : 'Show menu'}
          </button>
          <h1 className={styles.title}>{title}</h1>
        </div>
        {children}
      </div>
    </div>
  );
}
