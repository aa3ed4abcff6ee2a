// Starts the stack for the browser tests and hands its addresses to the tests (through the
// environment, which Playwright passes on to its workers). Stops it when the run ends.
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../../scripts/lib/test-stack.mjs';

export default async function globalSetup() {
  const stack = await startStack({ extraWebEnv: { FORMS_RATE_LIMIT: '5' } });
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_API_TOKEN = stack.env.CMS_API_TOKEN;
  process.env.E2E_REVALIDATE_SECRET = stack.env.REVALIDATE_SECRET;
  process.env.E2E_PREVIEW_SECRET = stack.env.PREVIEW_SECRET;
  // For tests that start a second web server against the same CMS (other settings).
  process.env.E2E_WEB_ENV = JSON.stringify(stack.webEnv);
  return async () => stack.stop();
}
