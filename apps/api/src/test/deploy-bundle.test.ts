import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dockerignore from '@balena/dockerignore';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadEnv } from '../config/env.js';
import { useTestApp } from './use-test-app.js';

/**
 * The container bundle (Dockerfile, .dockerignore, deploy/compose.yaml, deploy/Caddyfile; docs/deployment.md,
 * "Deployment") checked without a Docker engine: the compose file as Docker reads it (YAML with merge
 * keys, `${VAR:?}` / `${VAR:-}` interpolation), the build context as .dockerignore cuts it (Docker's
 * own matching rules), and every COPY source, stage, setting, address and health check it names.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// ---- Dockerfile ----
type Instruction = { stage: string; keyword: string; args: string };
const instructions: Instruction[] = [];
{
  let stage = '';
  const text = read('Dockerfile').replace(/\\\n/g, ' ');
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? args;
    instructions.push({ stage, keyword: keyword.toUpperCase(), args });
  }
}
const stages = [...new Set(instructions.filter((i) => i.keyword === 'FROM').map((i) => i.stage))];
const finalStage = stages.at(-1)!;
const inFinal = (keyword: string) => instructions.filter((i) => i.stage === finalStage && i.keyword === keyword);
const copies = instructions
  .filter((i) => i.keyword === 'COPY')
  .map((i) => {
    const words = i.args.split(/\s+/);
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
    const paths = words.filter((w) => !w.startsWith('--'));
    return { stage: i.stage, from, sources: paths.slice(0, -1), target: paths.at(-1)! };
  });
/** ENV of the final stage, as the container starts with it. */
const imageEnv = Object.fromEntries(
  inFinal('ENV').flatMap((i) =>
    [...i.args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v]) => [k, v!.replace(/"/g, '')]),
  ),
);

// ---- .dockerignore ----
const ignore = dockerignore().add(read('.dockerignore').split('\n'));
const inContext = (file: string) => !ignore.ignores(file);

// ---- compose ----
const example = Object.fromEntries(
  read('deploy/.env.example')
    .split('\n')
    .filter((l) => /^\w+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);
/** The operator's deploy/.env: the example with its secrets filled in. */
const operatorEnv: Record<string, string> = {
  ...example,
  POSTGRES_PASSWORD: 'haslo-bazy-danych',
  JWT_SECRET: 'sekret-tokenow-co-najmniej-32-znaki-0123456789',
  S3_SECRET_KEY: 'sekret-minio',
};
const composeText = read('deploy/compose.yaml');
const interpolated = (text: string, vars: Record<string, string>) =>
  text.replace(/\$\$|\$\{(\w+)(?::([?-])([^}]*))?\}/g, (match, name: string, kind?: string, rest?: string) => {
    if (match === '$$') return '$';
    const value = vars[name];
    if (kind === '?' && !value) throw new Error(`${name}: ${rest}`);
    return value || (kind === '-' ? (rest ?? '') : '');
  });
type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  networks?: Record<string, { aliases?: string[] }>;
  volumes?: string[];
  command?: string[];
};
const compose = parse(interpolated(composeText, operatorEnv), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const apiServices = Object.entries(services).filter(([, s]) => s.build);
const caddyfile = read('deploy/Caddyfile');

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled server as an unprivileged user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(inFinal('USER').map((i) => i.args)).toEqual(['node']);
    const cmd = JSON.parse(inFinal('CMD')[0]!.args) as string[];
    expect(cmd).toEqual(['node', '--conditions=compiled', '--enable-source-maps', 'apps/api/dist/server.js']);
    // No TypeScript loader in the image's process and no development install in its last stage.
    expect(
      instructions
        .filter((i) => i.stage === finalStage)
        .map((i) => i.args)
        .join('\n'),
    ).not.toMatch(/tsx|npm ci(?!.*--omit=dev)/);
    expect(instructions.find((i) => /npm ci .*--omit=dev/.test(i.args))).toBeDefined();
  });

  it('copies only what the build context holds and stages it defines', () => {
    for (const copy of copies) {
      if (copy.from) {
        expect(stages.slice(0, stages.indexOf(copy.stage)), `COPY --from=${copy.from}`).toContain(copy.from);
        continue;
      }
      for (const source of copy.sources) {
        expect(fs.existsSync(path.join(root, source)), `COPY ${source}`).toBe(true);
        expect(inContext(source), `${source} is cut from the build context by .dockerignore`).toBe(true);
      }
    }
  });

  it('checks its health on the readiness route and keeps its data in a volume of its user', () => {
    const check = inFinal('HEALTHCHECK')[0]!.args;
    expect(check).toContain("'/api/ready'");
    expect(imageEnv.DATA_DIR).toBe('/data');
    expect(inFinal('VOLUME')[0]!.args).toContain('/data');
    expect(inFinal('RUN').some((i) => /chown node:node \/data/.test(i.args))).toBe(true);
  });

  const t = useTestApp();
  it('names a readiness route the server answers', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });
});

/**
 * The packages the compiled code imports at run time: the import graph from the build's entry
 * files (what tsc compiles into dist/), type-only imports left out as tsc drops them.
 */
const runtimeImports = (entries: string[]) => {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  const specifiers =
    /^(?!\s*(?:import|export) type\b).*?(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|createRequire\(import\.meta\.url\)\(\s*)'([^']+)'/gm;
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (specifier!.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier!.replace(/\.js$/, '.ts')));
      // a bare package name (a Polish sentence "from '…'" in a message is not one)
      else if (
        !specifier!.startsWith('node:') &&
        /^(@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*(\/[\w./-]+)?$/.test(specifier!)
      ) {
        const name = specifier!
          .split('/')
          .slice(0, specifier!.startsWith('@') ? 2 : 1)
          .join('/');
        packages.set(name, path.relative(root, file));
      }
    }
  }
  return { files: seen.size, packages };
};

describe('production install', () => {
  const dependenciesOf = (workspace: string) =>
    Object.keys(
      (JSON.parse(read(`${workspace}/package.json`)) as { dependencies: Record<string, string> }).dependencies,
    );

  it('holds every package the compiled server imports and no development tool', () => {
    const build = JSON.parse(read('apps/api/tsconfig.build.json')) as { files: string[] };
    const api = runtimeImports(build.files.map((f) => path.join(root, 'apps/api', f)));
    expect(api.files).toBeGreaterThan(100);
    const apiDependencies = dependenciesOf('apps/api');
    const missing = [...api.packages].filter(([name]) => !apiDependencies.includes(name));
    expect(missing.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
    const shared = runtimeImports([path.join(root, 'packages/shared/src/index.ts')]);
    expect([...shared.packages.keys()].filter((name) => !dependenciesOf('packages/shared').includes(name))).toEqual([]);
    for (const tool of ['tsx', 'esbuild', 'typescript', 'vite', 'vitest', 'drizzle-kit']) {
      expect(apiDependencies, tool).not.toContain(tool);
    }
  });
});

describe('.dockerignore', () => {
  it('leaves dependencies, builds, data, git, secrets and test output out of the build context', () => {
    for (const file of [
      'node_modules/zod/package.json',
      'apps/api/node_modules/x/index.js',
      'apps/web/node_modules/.vite/x',
      'apps/api/dist/server.js',
      'packages/shared/dist/index.js',
      'apps/web/dist/index.html',
      '.tmp/test-results/api.json',
      'apps/api/.tmp/x',
      'data/pglite/PG_VERSION',
      'data/token-secret',
      'data/files/order/2026/11/x/a.pdf',
      '.git/HEAD',
      '.env',
      'deploy/.env',
      'apps/web/test-results/x.png',
      'apps/web/playwright-report/index.html',
      'apps/web/e2e/.out/shot.png',
    ]) {
      expect(inContext(file), file).toBe(false);
    }
  });

  it('keeps every file the build reads, the geographic data under a "data" folder included', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'apps/api/scripts/build.mjs',
      'apps/api/tsconfig.build.json',
      'apps/api/src/server.ts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src/index.ts',
      ...fs.readdirSync(path.join(root, 'apps/api/src/db/data')).map((f) => `apps/api/src/db/data/${f}`),
      ...fs.readdirSync(path.join(root, 'apps/api/src/db/migrations')).map((f) => `apps/api/src/db/migrations/${f}`),
    ];
    expect(needed.filter((file) => !inContext(file))).toEqual([]);
  });
});

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, Redis, MinIO, Mailpit, two API instances of the image and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api-1', 'api-2', 'mailpit', 'minio', 'minio-setup', 'postgres', 'proxy', 'redis'].sort(),
    );
    expect(apiServices.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, api] of apiServices) {
      expect(api.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(fs.existsSync(path.join(root, 'deploy', api.build!.context, api.build!.dockerfile))).toBe(true);
    }
  });

  it('refuses to start without its secrets', () => {
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'S3_SECRET_KEY']) {
      expect(() => interpolated(composeText, { ...operatorEnv, [secret]: '' }), secret).toThrow(secret);
    }
    // Every setting the file reads is in the example the operator copies.
    const used = [...composeText.matchAll(/\$\{(\w+)/g)].map(([, name]) => name!);
    expect(used.filter((name) => !(name in example))).toEqual([]);
  });

  it('gives each API instance settings the server accepts, shared secrets and a trusted proxy', () => {
    const settings = apiServices.map(([, api]) => loadEnv({ ...imageEnv, ...api.environment }));
    for (const env of settings) {
      expect(env.APP_ENV).toBe('production');
      expect(env.DEMO_DATA).toBe(false);
      expect(env.TRUST_PROXY).toBe(1);
      expect(env.REDIS_URL).toBeDefined();
      expect(env.S3_BUCKET).toBe('platforma');
      expect(env.JWT_SECRET).toBe(settings[0]!.JWT_SECRET);
    }
    const env = settings[0]!;
    // Every address names a service of the file (or an alias the proxy answers to).
    const names = new Set([
      ...Object.keys(services),
      ...Object.values(services).flatMap((s) => Object.values(s.networks ?? {}).flatMap((n) => n.aliases ?? [])),
    ]);
    for (const url of [env.DATABASE_URL!, env.REDIS_URL!, env.SMTP_URL!, env.S3_ENDPOINT!]) {
      expect(names, url).toContain(new URL(url).hostname);
    }
    expect(new URL(env.DATABASE_URL!).hostname).toBe('postgres');
    expect(new URL(env.SMTP_URL!).hostname).toBe('mailpit');
    // The browsers and the API reach the bucket at one address: the proxy's alias, published port.
    expect(services.proxy!.networks!.default!.aliases).toContain(new URL(env.S3_ENDPOINT!).hostname);
    expect(env.S3_ENDPOINT).toBe(services.proxy!.environment!.S3_SITE_ADDRESS);
    expect(env.PUBLIC_URL).toBe(services.proxy!.environment!.SITE_ADDRESS);
    const published = services.proxy!.ports!.map((p) => p.split(':').at(-2));
    expect(published).toContain(new URL(env.PUBLIC_URL!).port);
  });

  it('starts each service after what it needs is healthy, the second instance after the first', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services, `${name} depends on ${needed}`).toHaveProperty(needed);
        const target = services[needed]!;
        if (condition === 'service_healthy') {
          // a health check of its own, or the image's HEALTHCHECK for the services built here
          expect(Boolean(target.healthcheck ?? target.build), `${needed} has no health check`).toBe(true);
        }
      }
    }
    for (const name of ['postgres', 'redis', 'minio', 'proxy']) expect(services[name]!.healthcheck).toBeDefined();
    expect(services['api-2']!.depends_on!['api-1']).toEqual({ condition: 'service_healthy' });
    expect(services['api-1']!.depends_on!['minio-setup']).toEqual({ condition: 'service_completed_successfully' });
    for (const volume of Object.values(services).flatMap((s) => s.volumes ?? [])) {
      const [source] = volume.split(':');
      if (!source!.startsWith('.')) expect(compose.volumes, volume).toHaveProperty(source!);
      else expect(fs.existsSync(path.join(root, 'deploy', source!)), volume).toBe(true);
    }
  });

  it('proxies round robin to both instances on the port the image listens on, checking readiness', () => {
    const upstreams = /reverse_proxy ([^{\n]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(apiServices.map(([name]) => `${name}:${imageEnv.PORT}`));
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
    expect(caddyfile).toMatch(/\{\$S3_SITE_ADDRESS\} \{\s+#[^\n]*\n\s+reverse_proxy minio:9000/);
  });

  it('compresses what the platform sends plain, before proxying it', () => {
    const site = caddyfile.slice(caddyfile.indexOf('{$SITE_ADDRESS} {'), caddyfile.indexOf('{$S3_SITE_ADDRESS}'));
    expect(site).toMatch(/^\s*encode zstd gzip$/m);
    expect(site.indexOf('encode')).toBeLessThan(site.indexOf('reverse_proxy'));
  });
});
