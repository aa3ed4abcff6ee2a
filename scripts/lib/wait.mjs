// Waits until a URL answers (any status below 500): used by `npm start` and the test stacks.
export async function waitFor(url, { timeoutMs = 240_000, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before it answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
