// How the unit projects (vitest.config.ts, web/vitest.config.ts) run their files: in worker threads
// that keep loaded modules from one file to the next, instead of a fresh process and module graph
// per file. Loading modules was most of the suite's time (171 files: 163 s isolated, 36 s shared on
// 2 cores), and the scaffold check runs the suite a second time in its copy of the repository.
// The price is a rule for unit tests: a file must not depend on module state another file left
// (reset what it reads first, as brand.server.test.ts does), and a file that mocks a module loads
// its subject afresh and drops it afterwards (vi.resetModules in vi.hoisted and afterAll, as
// rank-cache.test.ts does). `npx vitest run --project unit --project unit-web --sequence.shuffle.files`
// runs the files in a random order to find a file that breaks the rule.
export const SHARED_MODULES = { pool: 'threads', isolate: false } as const;
