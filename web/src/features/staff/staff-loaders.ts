// Access rules of the staff area (site spec section 2): staff routes need a session, otherwise
// they go to /login; /login with a session goes to /resources-manage.
import { redirect } from 'react-router-dom';
import type { ContentSource, StaffUser } from '../../lib/content-source';

export async function requireStaff(source: ContentSource): Promise<StaffUser> {
  const user = await source.session();
  if (!user) throw redirect('/login');
  return user;
}

export async function requireAnonymous(source: ContentSource): Promise<null> {
  if (await source.session()) throw redirect('/resources-manage');
  return null;
}
