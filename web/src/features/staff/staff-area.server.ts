// The staff area's server side, put together once per web server: the session store and login
// limits in SharedState (so any instance serves any staff request), the CMS as the staff member,
// the API, and the reads the server render of the staff pages makes for one request.
import type { Request, Router } from 'express';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { readCookies } from '../../../server/cookies.server.js';
import type { Csrf } from '../../../server/csrf.server.js';
import type { Env } from '../../../server/env.server.js';
import type { SharedState } from '../../../server/shared-state.server.js';
import type { StaffReads } from '../../lib/content-source.js';
import { LoginLimits } from './login-limits.server.js';
import { SESSION_COOKIE, SessionStore, staffNamespace, type OpenSession } from './session.server.js';
import { staffApi } from './staff-api.server.js';
import { createStaffCms, StaffSessionEnded } from './staff-cms.server.js';
import { createStaffResourceService } from './staff-resource-service.server.js';

export interface StaffArea {
  /** Mount at /api. */
  api: Router;
  /** The staff reads of one request's server render, as its signed-in staff member. */
  reads(req: Request): StaffReads;
  sessions: SessionStore;
}

export function createStaffArea({ env, cms, csrf, state }: { env: Env; cms: CmsClient; csrf: Csrf; state: SharedState }): StaffArea {
  const namespace = staffNamespace(env.CMS_URL);
  const sessions = new SessionStore(state, { namespace });
  const staffCms = createStaffCms(cms, sessions);
  const resources = createStaffResourceService(staffCms);
  const limits = new LoginLimits(state, namespace);

  return {
    sessions,
    api: staffApi({ env, csrf, store: sessions, staffCms, limits, resources }),
    reads(req) {
      let opened: Promise<OpenSession | null> | undefined;
      const session = () => (opened ??= sessions.read(readCookies(req)[SESSION_COOKIE]));
      const signedIn = async () => (await session()) ?? Promise.reject(new StaffSessionEnded('No staff session'));
      return {
        session: async () => (await session())?.record.user ?? null,
        staffResources: async (query) => resources.list(await signedIn(), query),
        staffResource: async (documentId) => resources.one(await signedIn(), documentId),
      };
    },
  };
}
