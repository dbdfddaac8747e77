/**
 * react-dom/client as lib/toast-host.tsx gets it in the web tests (vitest.config.ts sends that one
 * import here): the same, but the roots it creates are recorded so that setup-tests.ts can unmount
 * them after each test. The toast host mounts antd's App in a root of its own, which
 * testing-library's cleanup does not know: its toasts stayed in document.body (jsdom ends no CSS
 * animation, so a closed one stays in its leave animation, role alert and all) for the next tests
 * and, with the fork reused across files (isolate: false), the next files, where getByRole('alert')
 * found several (error-alert, limited-text-area, paged-list, password-reset-pages,
 * subsidised-dashboard, order-list-screen tests).
 */
import { act } from '@testing-library/react';
import { type Container, createRoot as createReactRoot, type Root, type RootOptions } from 'react-dom/client';

export * from 'react-dom/client';

type Roots = { recorded: { root: Root; container: Container }[]; unmounts: number };

// On globalThis, not in this module: a file that mocks modules loads the app afresh (setup-tests.ts),
// and a toast host an older copy of the app mounts (a toast that came after its file had ended)
// must be in the same record.
const key = Symbol.for('web-tests.app-roots');
const shared = globalThis as { [key]?: Roots };
shared[key] ??= { recorded: [], unmounts: 0 };
const roots = shared[key];

export const createRoot = (container: Container, options?: RootOptions): Root => {
  const root = createReactRoot(container, options);
  roots.recorded.push({ root, container });
  return root;
};

/** Unmounts the recorded roots and takes their containers out of the document. */
export const unmountAppRoots = () => {
  roots.unmounts += 1;
  for (const { root, container } of roots.recorded.splice(0)) {
    act(() => root.unmount());
    if (container instanceof Element) container.remove();
  }
};

/** Counts the unmounts: a root made before the last one is gone. */
export const appRootsUnmounted = () => roots.unmounts;
