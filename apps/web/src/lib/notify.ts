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

const show = (level: Level, text: string) => {
  if (override) {
    override[level](text);
    return;
  }
  loadHost()
    .then((notifier) => notifier[level](text))
    .catch(() => console.warn(`[toast:${level}]`, text));
};

export const notify: Notifier = {
  error: (text) => show('error', text),
  success: (text) => show('success', text),
  info: (text) => show('info', text),
};
