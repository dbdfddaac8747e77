import { WEB_BASE_PATH, webPaths } from '@platform/shared';

/**
 * One-time links in stored e-mails (account activation, an invited company's answer, unsubscribe,
 * temporary access to an order) work for whoever holds them. Staff read e-mails on `/emaile` to see
 * what went out, not to act as the recipient, so the previews show these links with the token
 * replaced; the outbox row and the sent e-mail keep it.
 *
 * The shapes come from the shared web paths (the same ones the templates build links with): a path
 * parameter or a query parameter whose name says token is the secret. A new route of that kind is
 * masked without a line here.
 */
export const MASKED_TOKEN = '[ukryto]';

const SECRET_NAME = /token/i;

type LinkShape = { segments: string[]; secretQuery: string[] };

type Route = { path: string; to: (...args: string[]) => string };

/** A route's shape: its path split at '/', and the secret query parameters its links carry. */
const shapeOf = (route: Route): LinkShape | null => {
  const segments = route.path.split('/').filter(Boolean);
  // Query parameters are not in the route pattern: build one link with placeholders to see them.
  const probe = route.to(...Array.from({ length: route.to.length }, (_, i) => `p${i}`));
  const query = probe.includes('?') ? new URLSearchParams(probe.slice(probe.indexOf('?') + 1)) : null;
  const secretQuery = query ? [...query.keys()].filter((name) => SECRET_NAME.test(name)) : [];
  const secretSegment = segments.some((s) => s.startsWith(':') && SECRET_NAME.test(s));
  return secretSegment || secretQuery.length > 0 ? { segments, secretQuery } : null;
};

const SHAPES: LinkShape[] = Object.values(webPaths as Record<string, Route>)
  .map(shapeOf)
  .filter((shape): shape is LinkShape => shape !== null);

const matches = (shape: LinkShape, segments: string[]) =>
  shape.segments.length === segments.length &&
  shape.segments.every((pattern, i) => (pattern.startsWith(':') ? segments[i] !== '' : pattern === segments[i]));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One link with its one-time token masked; any other link as it was. */
export const maskOneTimeLink = (url: string): string => {
  const parts = /^(https?:\/\/[^/?#\s]+)?([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url);
  if (!parts) return url;
  const [, origin = '', pathname = '', query = '', hash = ''] = parts;
  if (!pathname.startsWith(`${WEB_BASE_PATH}/`)) return url;
  const segments = pathname.slice(WEB_BASE_PATH.length).split('/').filter(Boolean);
  const shape = SHAPES.find((s) => matches(s, segments));
  if (!shape) return url;
  const maskedPath = shape.segments.map((pattern, i) =>
    pattern.startsWith(':') && SECRET_NAME.test(pattern) ? MASKED_TOKEN : segments[i],
  );
  const trailing = pathname.endsWith('/') ? '/' : '';
  // `&amp;` separates parameters inside HTML attributes.
  const maskedQuery = shape.secretQuery.reduce(
    (q, name) => q.replace(new RegExp(`(^\\?|&(?:amp;)?)(${escapeRegExp(name)})=[^&#]*`, 'g'), `$1$2=${MASKED_TOKEN}`),
    query,
  );
  return `${origin}${WEB_BASE_PATH}/${maskedPath.join('/')}${trailing}${maskedQuery}${hash}`;
};

/** A URL in plain text or in HTML (an attribute or the text between tags). */
const URL_IN_BODY = /https?:\/\/[^\s"'<>]+/g;

/** An e-mail body (text or HTML) with every one-time link masked. */
export const maskOneTimeLinks = (body: string): string => body.replace(URL_IN_BODY, maskOneTimeLink);
