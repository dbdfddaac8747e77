/**
 * lib/toast-host.tsx as lib/notify.ts gets it in the web tests (vitest.config.ts sends that one
 * import here). notify keeps the host it loads for the page's life; setup-tests.ts unmounts the
 * host after each test (testing/app-roots.ts), so the host notify keeps is this one, which hands
 * each toast to the real toast host of the current test, mounting one on the test's first toast.
 */
import type { Notifier } from '@/lib/notifier';
import { mountToastHost as mountRealHost } from '@/lib/toast-host';
import { appRootsUnmounted } from './app-roots';

let current: { unmounts: number; host: Promise<Notifier> } | null = null;

const host = () => {
  if (current?.unmounts !== appRootsUnmounted()) current = { unmounts: appRootsUnmounted(), host: mountRealHost() };
  return current.host;
};

const notifier: Notifier = {
  error: (text, requestId) => void host().then((n) => n.error(text, requestId)),
  success: (text) => void host().then((n) => n.success(text)),
  info: (text) => void host().then((n) => n.info(text)),
};

export const mountToastHost = async (): Promise<Notifier> => notifier;
