// The stack the browser tests run against, a throw-away one of their own (`npm test` runs the
// integration tests beside them on another). Its addresses reach the tests through the
// environment, which Playwright passes to workers.
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../../scripts/lib/test-stack.mjs';

interface Stack {
  cmsUrl: string;
  webUrl: string;
  env: Record<string, string>;
  webEnv: Record<string, string>;
}

export default async function globalSetup() {
  const stack = (await startStack({ extraWebEnv: { FORMS_RATE_LIMIT: '5' } })) as Stack & { stop: () => Promise<void> };
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_API_TOKEN = stack.env.CMS_API_TOKEN;
  process.env.E2E_REVALIDATE_SECRET = stack.env.REVALIDATE_SECRET;
  // For tests that start a second web server against the same CMS (other settings).
  process.env.E2E_WEB_ENV = JSON.stringify(stack.webEnv);
  return () => stack.stop();
}
