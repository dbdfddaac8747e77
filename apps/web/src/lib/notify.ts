/**
 * Toasts for code outside React (the API client) and for components. They are shown by antd's
 * `App` message API, mounted by the toast host on the first toast, so pages that never show a
 * toast (the login page) do not load it. Tests replace the notifier with `setNotifier`.
 */
import type { Notifier } from './notifier';

export type { Notifier } from './notifier';

type Level = keyof Notifier;

let override: Notifier | null = null;
let host: Promise<Notifier> | null = null;

export const setNotifier = (notifier: Notifier | null) => {
  override = notifier;
};

const loadHost = (): Promise<Notifier> => {
  host ??= import('./toast-host').then((m) => m.mountToastHost());
  return host;
};

const show = (level: Level, text: string, requestId?: string) => {
  const toast = (notifier: Notifier) => (requestId ? notifier.error(text, requestId) : notifier[level](text));
  if (override) {
    toast(override);
    return;
  }
  loadHost()
    .then(toast)
    .catch(() => console.warn(`[toast:${level}]`, text, requestId ?? ''));
};

export const notify: Notifier = {
  error: (text, requestId) => show('error', text, requestId),
  success: (text) => show('success', text),
  info: (text) => show('info', text),
};
