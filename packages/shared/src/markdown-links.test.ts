import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The repository's own check of its Markdown: every relative link of every `.md` file (READMEs,
 * docs/, CONTRIBUTING, SECURITY) leads to a file or folder of the repository, and a `#anchor` into
 * a Markdown file to one of its headings, slugged as GitHub does. A moved page or a renamed heading
 * fails here, naming the file, the line and the link.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folders never read: dependencies, builds, run output (repository-relative paths, or any folder of the name). */
const SKIPPED_NAMES = new Set([
  'node_modules',
  '.git',
  '.tmp',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SKIPPED_PATHS = new Set(['data', 'docs/bench-results', 'apps/web/e2e/.out']);

const markdownFiles = (root: string, dir = ''): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return SKIPPED_NAMES.has(entry.name) || SKIPPED_PATHS.has(relative) ? [] : markdownFiles(root, relative);
    }
    return entry.isFile() && entry.name.endsWith('.md') ? [relative] : [];
  });

/** The lines outside fenced code blocks (a fenced line becomes empty, so line numbers hold). */
const outsideFences = (text: string): string[] => {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length)) {
        fence = null;
      }
      return '';
    }
    return line;
  });
};

/** A heading's anchor as GitHub makes it: lower case, punctuation but '-' and '_' dropped, spaces to '-'. */
const githubSlug = (heading: string): string =>
  heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a Markdown text offers: its headings (repeats get -1, -2 …) and explicit HTML anchors. */
const anchorsOf = (text: string): Set<string> => {
  const lines = outsideFences(text);
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (heading: string) => {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  };
  for (const [i, line] of lines.entries()) {
    const previous = lines[i - 1] ?? '';
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    if (atx) add(atx[1] ?? '');
    else if (/^ {0,3}(=+|-+)\s*$/.test(line) && previous.trim() && !/^\s*[-*+|>#]/.test(previous)) add(previous);
    for (const m of line.matchAll(/<a\s[^>]*(?:name|id)=["']([^"']+)["']/gi)) anchors.add(m[1] ?? '');
  }
  return anchors;
};

type Link = { line: number; target: string };

/** The link targets of a Markdown text: inline links and images, reference definitions, HTML href/src. */
const linksOf = (text: string): Link[] =>
  outsideFences(text).flatMap((raw, i) => {
    const line = raw.replace(/(`+)(?:(?!\1).)+?\1/g, ''); // code spans are not links
    const targets = [
      ...[
        ...line.matchAll(
          /\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
        ),
      ].map((m) => m[1] ?? ''),
      ...[...line.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/g)].map((m) => m[1] ?? ''),
      ...[...line.matchAll(/<(?:a|img)\s[^>]*(?:href|src)=["']([^"']+)["']/gi)].map((m) => m[1] ?? ''),
    ];
    return targets.map((target) => ({ line: i + 1, target: target.replace(/^<(.*)>$/, '$1') }));
  });

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Every relative link of the repository's Markdown that leads nowhere: `file:line target (why)`. */
const brokenMarkdownLinks = (root: string): string[] => {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };
  return markdownFiles(root).flatMap((file) => {
    const source = path.join(root, file);
    return linksOf(readFileSync(source, 'utf8')).flatMap(({ line, target }) => {
      if (!target || isExternal(target)) return [];
      const hash = target.indexOf('#');
      const pathPart = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const anchor = hash < 0 ? '' : target.slice(hash + 1);
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathPart);
      } catch {
        return [`${file}:${line} ${target} (not a valid address)`];
      }
      const resolved = !decoded
        ? source
        : decoded.startsWith('/')
          ? path.join(root, decoded)
          : path.resolve(path.dirname(source), decoded);
      const inside = path.relative(root, resolved);
      if (inside.startsWith('..') || path.isAbsolute(inside))
        return [`${file}:${line} ${target} (outside the repository)`];
      if (!existsSync(resolved)) return [`${file}:${line} ${target} (no such file)`];
      if (!anchor || !resolved.endsWith('.md') || !statSync(resolved).isFile()) return [];
      let wanted: string;
      try {
        wanted = decodeURIComponent(anchor).toLowerCase();
      } catch {
        wanted = anchor.toLowerCase();
      }
      return anchorsOfFile(resolved).has(wanted) ? [] : [`${file}:${line} ${target} (no heading #${anchor})`];
    });
  });
};

describe('Markdown links', () => {
  it('every relative link of the repository resolves to a file, and every #anchor to a heading', () => {
    expect(brokenMarkdownLinks(REPO_ROOT)).toEqual([]);
  });

  it('slugs headings as GitHub does, Polish letters kept', () => {
    expect(githubSlug('Skalowanie / Scale-out')).toBe('skalowanie--scale-out');
    expect(githubSlug('Baza wbudowana (PGlite) — granice')).toBe('baza-wbudowana-pglite--granice');
    expect(githubSlug('Logs, request ids and metrics')).toBe('logs-request-ids-and-metrics');
    expect(githubSlug('`npm test`')).toBe('npm-test');
    expect(githubSlug('Demo accounts (password `Demo123!`)')).toBe('demo-accounts-password-demo123');
    expect(githubSlug('Źródła i licencje: GUS_TERYT')).toBe('źródła-i-licencje-gus_teryt');
  });

  describe('on a planted tree', () => {
    let root = '';
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    const plant = (files: Record<string, string>) => {
      root = mkdtempSync(path.join(tmpdir(), 'markdown-links-'));
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      return root;
    };

    it('names the file, the line and the link that leads nowhere', () => {
      const dir = plant({
        'README.md': [
          '# Start',
          'See [the guide](docs/guide.md), [its setup](docs/guide.md#set-up), [gone](docs/gone.md),',
          '[a missing heading](docs/guide.md#nowhere), [here](#start), [up](../outside.md),',
          '[a folder](docs), ![logo](docs/logo.png), [web](https://example.com/x.md), `[code](no.md)`.',
          '',
          '```md',
          '[fenced](no.md)',
          '```',
          '[ref]: docs/also-gone.md',
        ].join('\n'),
        'docs/guide.md':
          '# Guide\n\n## Set up\n\nBack to [the start](../README.md#start) and [same page](#set-up-1).\n',
      });
      expect(brokenMarkdownLinks(dir)).toEqual([
        'README.md:2 docs/gone.md (no such file)',
        'README.md:3 docs/guide.md#nowhere (no heading #nowhere)',
        'README.md:3 ../outside.md (outside the repository)',
        'README.md:4 docs/logo.png (no such file)',
        'README.md:9 docs/also-gone.md (no such file)',
        'docs/guide.md:5 #set-up-1 (no heading #set-up-1)',
      ]);
    });

    it('skips dependencies and builds', () => {
      const dir = plant({ 'node_modules/x/README.md': '[gone](gone.md)', 'apps/web/dist/a.md': '[gone](gone.md)' });
      expect(brokenMarkdownLinks(dir)).toEqual([]);
    });
  });
});
