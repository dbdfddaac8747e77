import { toBrowserUrl } from '@/config/paths';

/**
 * Bridge that lets code outside React (the API client) navigate. The router registers its
 * `navigate`; before that (or in tests) a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(toBrowserUrl(to));
  else window.location.assign(toBrowserUrl(to));
};

export const setNavigator = (fn: Navigate) => {
  navigator = fn;
};

export const navigateTo: Navigate = (to, options) => navigator(to, options);

/** The page the browser shows (path and query): where a forced login returns to. */
export const currentBrowserPath = () => `${window.location.pathname}${window.location.search}`;
