import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_BASE_PATH } from '@platform/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app under /v2/ (WEB_BASE_PATH) with the single-page fallback: any GET under
 * /v2 that is not a file answers index.html, and the browser router shows the page (or its not-found page).
 */
export const registerWebApp = async (app: FastifyInstance, distDir: string) => {
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE_PATH}/`));
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, `web app is not built; ${WEB_BASE_PATH}/ answers 503 until it is`);
    app.get(`${WEB_BASE_PATH}/*`, { schema: { hide: true } }, (_req, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Aplikacja webowa nie została zbudowana (npm run build).'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${WEB_BASE_PATH}/`,
    wildcard: false,
    index: false,
    // the build's brotli and gzip copies (vite.config.ts), chosen by Accept-Encoding, with Vary set
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  app.get(WEB_BASE_PATH, { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE_PATH}/`));
  app.get(`${WEB_BASE_PATH}/`, { schema: { hide: true } }, sendIndex);
  app.get(`${WEB_BASE_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const relative = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
    const candidate = path.join(distDir, relative);
    if (relative && candidate.startsWith(distDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(relative);
    }
    if (relative.startsWith('assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Nie znaleziono pliku.');
    }
    return sendIndex(request, reply);
  });
};
