/**
 * One Idempotency-Key per submit (spec 8, idempotent writes). A double click sends the same write
 * twice before the button is disabled, and a retried request repeats it: identical writes (same
 * method, path and body) sent while the first is unanswered, or within REPEAT_WINDOW_MS of its
 * answer with no other write between, carry the first one's key, so the server stores them once and answers the repeat with the
 * first answer. A write that differs, or comes later, is a new submit with a new key.
 */
export const REPEAT_WINDOW_MS = 3_000;

type Entry = { key: string; answeredAt: number | null };
const submits = new Map<string, Entry>();

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const forget = (now: number) => {
  for (const [id, entry] of submits)
    if (entry.answeredAt !== null && now - entry.answeredAt > REPEAT_WINDOW_MS) submits.delete(id);
};

/** The key of a write and the call that marks it answered (the window of repeats starts then). */
export const submitKeyFor = (method: string, path: string, body: unknown) => {
  const now = Date.now();
  forget(now);
  const id = `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
  let entry = submits.get(id);
  if (!entry) {
    // another write came between: an answered write sent again after it is a new submit (a toggle)
    for (const [other, e] of submits) if (e.answeredAt !== null) submits.delete(other);
    entry = { key: newKey(), answeredAt: null };
    submits.set(id, entry);
  }
  const current = entry;
  current.answeredAt = null;
  return {
    key: current.key,
    answered: () => {
      current.answeredAt = Date.now();
    },
  };
};
