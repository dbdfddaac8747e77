import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { publicCache, registerCachePolicy, setCachePolicy } from './cache-policy.js';

/** A bare app with the policy and one route of each kind. */
const bareApp = async () => {
  const app = Fastify();
  registerCachePolicy(app);
  app.get('/api/mine', async (_request, reply) => {
    // a handler's own header does not survive: the policy is the one writer
    reply.header('cache-control', 'private, max-age=300');
    return { mine: true };
  });
  app.get('/api/reference', { config: publicCache(3600) }, async () => ({ same: 'for everyone' }));
  app.get('/api/fresh', { config: publicCache(0) }, async () => ({ same: 'for everyone' }));
  app.get('/api/missing', { config: publicCache(3600) }, async (_request, reply) => reply.status(404).send({}));
  app.get('/api/file/:kind', async (request, reply) => {
    setCachePolicy(reply, (request.params as { kind: string }).kind === 'public' ? { publicMaxAge: 60 } : 'personal');
    return 'bytes';
  });
  app.get('/v2/page', async (_request, reply) => reply.header('cache-control', 'no-cache').send('page'));
  return app;
};

describe('cache policy of API answers', () => {
  it('never stores an answer unless its route declares it the same for everyone', async () => {
    const app = await bareApp();
    const header = async (url: string) => (await app.inject({ url })).headers['cache-control'];
    expect(await header('/api/mine')).toBe('private, no-store');
    expect(await header('/api/reference')).toBe('public, max-age=3600');
    expect(await header('/api/fresh')).toBe('public, no-cache');
    expect(await header('/api/missing')).toBe('private, no-store');
    expect(await header('/api/unknown')).toBe('private, no-store');
    expect(await header('/api/file/public')).toBe('public, max-age=60');
    expect(await header('/api/file/private')).toBe('private, no-store');
    // the web app's pages keep their own caching
    expect(await header('/v2/page')).toBe('no-cache');
    await app.close();
  });

  it('is the only place that writes Cache-Control in the modules', async () => {
    const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
    const files = (await fs.readdir(modules, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const writers: string[] = [];
    for (const file of files) {
      const source = await fs.readFile(path.join(modules, file), 'utf8');
      if (/['"]cache-control['"]/i.test(source)) writers.push(file);
    }
    expect(writers).toEqual([]);
  });
});

describe('cache policy in the app', () => {
  const t = useTestApp({ logins: ['klient'] });

  it('keeps reference data public and answers of a logged-in caller unstored', async () => {
    const industries = await t.app.inject({ url: '/api/v2/industries', headers: t.headers.klient });
    expect(industries.headers['cache-control']).toBe('public, max-age=3600');
    const me = await t.app.inject({ url: '/api/v2/users/me', headers: t.headers.klient });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
  });
});
