// Strapi's admin sign-in (/admin/login) in constant time. Strapi's own checkCredentials returns at
// once when no admin has the email and runs bcrypt only for known ones, so the answer's timing told
// an attacker which emails are administrators (finding 5 of issue 23). This replacement does the
// same work either way: one lookup, then one bcrypt comparison, against a dummy hash of the same
// cost when there is no such admin (login-guard.ts). Answers are Strapi's own.
import type { Core } from '@strapi/strapi';
import { createPasswordCheck, dummyPassword } from './login-guard';

type Credentials = { email: string; password: string };
type CheckResult = [Error | null, unknown, { message: string }?];

export interface AdminAuthService {
  checkCredentials(credentials: Credentials): Promise<CheckResult>;
  hashPassword(password: string): Promise<string>;
  validatePassword(password: string, hash: string): Promise<boolean>;
  [key: string]: unknown;
}

interface AdminUserRecord {
  password?: string | null;
  isActive?: boolean | null;
}

const INVALID = { message: 'Invalid credentials' };

/** checkCredentials with the same work for known and unknown emails. */
export function constantTimeCheckCredentials(auth: Pick<AdminAuthService, 'hashPassword' | 'validatePassword'>, findUser: (email: string) => Promise<AdminUserRecord | null>) {
  const check = createPasswordCheck(
    (password, hash) => auth.validatePassword(password, hash),
    () => auth.hashPassword(dummyPassword()),
  );
  const ready = check('', null); // makes the dummy hash now, not during the first sign-in
  return async ({ email, password }: Credentials): Promise<CheckResult> => {
    await ready;
    const user = await findUser(email);
    const valid = await check(typeof password === 'string' ? password : '', user?.password);
    if (!user || !valid) return [null, false, INVALID];
    if (user.isActive !== true) return [null, false, { message: 'User not active' }];
    return [null, user];
  };
}

export function registerConstantTimeAdminLogin(strapi: Core.Strapi) {
  const services = strapi.get('services') as { extend(uid: string, fn: (service: AdminAuthService) => AdminAuthService): unknown };
  services.extend('admin::auth', (auth) => ({
    ...auth,
    checkCredentials: constantTimeCheckCredentials(auth, (email) => strapi.db.query('admin::user').findOne({ where: { email } }) as Promise<AdminUserRecord | null>),
  }));
}
