// Starts one stack (Strapi + web, throw-away database: SQLite, or the PostgreSQL database in
// TEST_DATABASE_URL) for the integration tests.
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../scripts/lib/test-stack.mjs';

export interface StackInfo {
  cmsUrl: string;
  webUrl: string;
  env: Record<string, string>;
  database: 'sqlite' | 'postgres';
  /** The SQLite file the CMS writes (SQLite stacks only). */
  databaseFile?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const stack = await startStack({ databaseUrl });
  project.provide('stack', {
    cmsUrl: stack.cmsUrl,
    webUrl: stack.webUrl,
    env: stack.env,
    database: databaseUrl ? 'postgres' : 'sqlite',
    databaseFile: databaseUrl ? undefined : stack.cmsEnv.DATABASE_FILENAME,
  });
  return async () => stack.stop();
}
