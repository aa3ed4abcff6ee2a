// The stack the browser tests run against: the one `npm test` started for the integration tests
// too (passed in TEST_STACK), or, when Playwright runs alone, a throw-away stack of its own.
// Its addresses reach the tests through the environment, which Playwright passes to workers.
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../../scripts/lib/test-stack.mjs';

interface Stack {
  cmsUrl: string;
  webUrl: string;
  env: Record<string, string>;
  webEnv: Record<string, string>;
}

export default async function globalSetup() {
  let stack: Stack & { stop?: () => Promise<void> };
  if (process.env.TEST_STACK) stack = JSON.parse(process.env.TEST_STACK) as Stack;
  else stack = (await startStack({ extraWebEnv: { FORMS_RATE_LIMIT: '5' } })) as Stack & { stop: () => Promise<void> };
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_API_TOKEN = stack.env.CMS_API_TOKEN;
  process.env.E2E_REVALIDATE_SECRET = stack.env.REVALIDATE_SECRET;
  // For tests that start a second web server against the same CMS (other settings).
  process.env.E2E_WEB_ENV = JSON.stringify(stack.webEnv);
  return stack.stop ? async () => stack.stop!() : undefined;
}
