// Whether the team is e-mailed about leads: both the SMTP server and the address must be set
// (config/plugins.ts, notify-submissions.ts). The admin shows a warning line when not.
export interface EmailHealth {
  configured: boolean;
  /** What is missing, for the warning. */
  missing: string[];
}

export function emailHealth(env: NodeJS.ProcessEnv = process.env): EmailHealth {
  const missing = ['SMTP_HOST', 'FORMS_NOTIFY_EMAIL'].filter((name) => !env[name]);
  return { configured: missing.length === 0, missing };
}
