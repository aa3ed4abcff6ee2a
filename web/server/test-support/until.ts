// For the server's tests of work that finishes in the background: waits for it, or fails.

/** Resolves once `check` passes, asking every `everyMs`; throws after `ms`. */
export async function until(check: () => boolean, ms = 5000, everyMs = 10) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
