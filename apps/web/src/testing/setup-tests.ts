import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { unmountAppRoots } from './app-roots';

/**
 * One fork runs the files one after another (isolate: false in vitest.config.ts) and keeps the
 * modules a file loaded for the next; this file is evaluated again before each file, ahead of the
 * file's own imports. A module mock (vi.mock, vi.doMock) reaches only the modules loaded after it:
 * without isolation a file's vi.mock('@/lib/auth') missed a module an earlier file had loaded with
 * the real one, and a module loaded under the mock kept it for the later files (both seen with a
 * pair of files, whichever ran first). A file that mocks modules therefore loads the app's modules
 * afresh, and leaves them to be loaded afresh after it; vitest's own advice for a module loaded
 * before the mock (vi.resetModules before the file's imports). Only those files: loading the app
 * again for every file cost a third more time and kept each file's modules alive (the heap grew
 * by 8 MB a file, to 0.9 GB after the 109 files, against 0.34 GB so). This file imports no module of
 * the app, so it holds none across the reset.
 */
// node:fs without Node's types, which the web app's tsconfig leaves out
const fs = (await import('node:fs' as string)) as { readFileSync: (path: string, encoding: 'utf8') => string };
const testPath = expect.getState().testPath;
const testSource = testPath === undefined ? '' : fs.readFileSync(testPath, 'utf8');
const mocksModules = /\bvi\.(?:mock|doMock)\(/.test(testSource);
if (mocksModules) {
  vi.resetModules();
  afterAll(() => vi.resetModules());
}

// findBy* and waitFor wait for what the page shows; their 1 s default is a speed limit that a loaded
// 2-core machine misses (load average 20-30 measured): a hang guard instead, under vitest's testTimeout
configure({ asyncUtilTimeout: 60_000 });

/**
 * antd reads media queries; jsdom has no matchMedia: no query matches (a narrow window). Put back
 * after each test: `useDesktopMedia()` (testing/render.tsx) replaces it, and the window outlives
 * the file, so a later file would lay out for a desktop-wide window (or not) by the order of files.
 */
const noMediaMatches = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.matchMedia = noMediaMatches;

// antd's menu overflow measures its items; jsdom has no ResizeObserver
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// a toast that came after its test had ended (a save's success toast after the test's last check)
// is gone before the next test
beforeEach(unmountAppRoots);

afterEach(async () => {
  cleanup();
  // the toast host's root (testing/app-roots.ts)
  unmountAppRoots();
  window.matchMedia = noMediaMatches;
  window.localStorage.clear();
  // the window and its document outlive the file: a file that left fake timers on would stop the
  // next file's timers, and a page title set here would be the next file's (usePageTitle sets
  // it and puts nothing back)
  vi.useRealTimers();
  document.title = '';
  // a navigator a test set (api-client, order-card-access, company-edit-form, subsidised-dashboard
  // tests) would navigate the next file's pages with this file's vi.fn; imported here, not above, to
  // reach the copy the test used (a file that mocks modules loads the app afresh)
  (await import('@/lib/navigation')).setNavigator(null);
});
