import { WEB_BASE_PATH } from '@platform/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Only API calls answer JSON; anything else a browser may have opened gets a page it can read. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The styled 404 for a browser that lands outside the app (an old bookmark, a link of the previous
 * platform): self-contained, in the colours of the app, with the way back into it.
 */
export const notFoundPage = (url: string) => `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nie znaleziono strony | Platforma Budowlana</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #f5f5f4; color: #1c1917; font: 15px/1.6 "Inter", "Segoe UI", system-ui, sans-serif; }
  main { max-width: 560px; margin: 24px; padding: 40px; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 8%); text-align: center; }
  .brand { font-weight: 700; font-size: 18px; margin-bottom: 24px; }
  .brand span { color: #c2410c; }
  h1 { font-size: 24px; margin: 0 0 8px; }
  p { color: #57534e; margin: 0 0 24px; word-break: break-word; }
  a.button { display: inline-block; padding: 8px 20px; border-radius: 6px; background: #c2410c; color: #fff;
    text-decoration: none; font-weight: 600; }
  a.button:hover, a.button:focus-visible { background: #9a3412; }
  nav { margin-top: 24px; font-size: 14px; }
  nav a { color: #9a3412; margin: 0 8px; }
</style>
</head>
<body>
<main>
  <div class="brand">Platforma <span>Budowlana</span></div>
  <h1>Nie znaleziono strony</h1>
  <p>Pod adresem <code>${escapeHtml(url)}</code> nie ma żadnej strony platformy. Być może link pochodzi z jej
  poprzedniej wersji albo zawiera literówkę.</p>
  <a class="button" href="${WEB_BASE_PATH}/">Przejdź do strony głównej</a>
  <nav aria-label="Pomoc">
    <a href="${WEB_BASE_PATH}/oferta">Oferta</a>
    <a href="${WEB_BASE_PATH}/kontakt">Kontakt</a>
    <a href="${WEB_BASE_PATH}/support">Support</a>
  </nav>
</main>
</body>
</html>
`;

/** The app's 404: `{status, code, message}` for API calls, the HTML page above for everything else. */
export const handleNotFound = (request: FastifyRequest, reply: FastifyReply) => {
  if (isApiPath(request.url)) {
    return reply
      .status(404)
      .send({ status: 404, code: 'NOT_FOUND', message: `Nie znaleziono: ${request.method} ${request.url}` });
  }
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(notFoundPage(request.url.split('?')[0] ?? '/'));
};
