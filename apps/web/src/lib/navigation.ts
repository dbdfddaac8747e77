import { toBrowserUrl } from '@/config/paths';

/**
 * Bridge that lets code outside React (the API client) navigate. The router registers its
 * `navigate`; before that (or in tests) a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const fullPageLoad: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(toBrowserUrl(to));
  else window.location.assign(toBrowserUrl(to));
};

let navigator: Navigate = fullPageLoad;

/** The router's navigate; `null` goes back to full page loads (a test puts its own back so). */
export const setNavigator = (fn: Navigate | null) => {
  navigator = fn ?? fullPageLoad;
};

export const navigateTo: Navigate = (to, options) => navigator(to, options);

/** The page the browser shows (path and query): where a forced login returns to. */
export const currentBrowserPath = () => `${window.location.pathname}${window.location.search}`;
