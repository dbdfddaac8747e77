/**
 * How long a wait may last before it counts as a hang: not a speed limit, a loaded machine only
 * makes waits longer (the 2-core machine shared by 8 sessions ran at load average 20-30).
 */
export const HANG_LIMIT_MS = 300_000;

/**
 * Polls `check` until it answers a truthy value, and answers that value; throws after `timeoutMs`.
 * Tests wait this way for what runs beside them (the e-mail worker, an SMTP stand-in, a child
 * server), never a fixed time: rows whose time has come are built, not waited for.
 */
export const waitFor = async <T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = HANG_LIMIT_MS,
  what = 'the awaited condition',
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
