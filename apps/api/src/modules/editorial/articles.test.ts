import { articleCardPageSchema, articleSchema, newsByCategorySchema } from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema.js';
import { expectError } from '../../test/assertions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, png, put, withQuery } from '../attachments/testing.js';
import { article, call, create, minutesFromNow } from './editorial-test-helpers.js';

const t = useTestApp({ logins: ['superadmin', 'administrator', 'klient'] });
const { superadmin, klient } = t.headers;

const cardsOf = async (categoryId: number) => {
  const res = await call(t.app, 'GET', `/news/categories/${categoryId}`);
  expect(res.statusCode, res.body).toBe(200);
  return newsByCategorySchema.parse(res.json()).articles.content;
};

describe('publication states', () => {
  it('a draft and a scheduled article are the superadmin’s only; a published one is everyone’s', async () => {
    const category = await create(t.app, superadmin, 'categories', { name: 'Rynek mieszkaniowy' });
    const base = { categoryIds: [category.id] };
    const draft = await create(t.app, superadmin, 'articles', article({ ...base, title: 'Szkic' }));
    const scheduled = await create(
      t.app,
      superadmin,
      'articles',
      article({ ...base, title: 'Zaplanowany', publishAt: minutesFromNow(60) }),
    );
    const published = await create(
      t.app,
      superadmin,
      'articles',
      article({ ...base, title: 'Opublikowany', publishAt: minutesFromNow(-5) }),
    );
    expect([draft.state, scheduled.state, published.state]).toEqual(['DRAFT', 'SCHEDULED', 'PUBLISHED']);

    expect((await cardsOf(category.id)).map((c) => c.title)).toEqual(['Opublikowany']);
    for (const id of [draft.id, scheduled.id]) {
      expectError(await call(t.app, 'GET', `/articles/${id}`), 404, 'ARTICLE_NOT_FOUND');
      expectError(await call(t.app, 'GET', `/articles/${id}`, klient), 404, 'ARTICLE_NOT_FOUND');
      expect((await call(t.app, 'GET', `/articles/${id}`, superadmin)).statusCode).toBe(200);
    }
    const open = await call(t.app, 'GET', `/articles/${published.id}`);
    expect(articleSchema.parse(open.json()).categories).toEqual([{ id: category.id, name: 'Rynek mieszkaniowy' }]);
  });

  it('a scheduled article appears by itself when its time comes', async () => {
    const category = await create(t.app, superadmin, 'categories', { name: 'Za chwilę' });
    const scheduled = await create(
      t.app,
      superadmin,
      'articles',
      article({ categoryIds: [category.id], publishAt: minutesFromNow(60) }),
    );
    expect(await cardsOf(category.id)).toHaveLength(0);
    // its moment passes (the row's moment moves behind the clock instead of the test waiting); no job runs
    await t.app.db
      .update(articles)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(articles.id, scheduled.id));
    expect(await cardsOf(category.id)).toHaveLength(1);
  });

  it('GET /articles lists published articles newest first, 20 per page by default', async () => {
    await create(t.app, superadmin, 'articles', article({ title: 'Starszy', publishAt: minutesFromNow(-120) }));
    await create(t.app, superadmin, 'articles', article({ title: 'Nowszy', publishAt: minutesFromNow(-60) }));
    const page = articleCardPageSchema.parse((await call(t.app, 'GET', '/articles')).json());
    expect(page.size).toBe(20);
    const titles = page.content.map((c) => c.title);
    expect(titles.indexOf('Nowszy')).toBeLessThan(titles.indexOf('Starszy'));
    expect(titles).not.toContain('Szkic');
  });
});

/** Rich text that tries to run script in a reader's browser; each must come back inert. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="&#106;avascript:alert(1)">encoded</a>',
  '<iframe src="https://zlosliwa.example"></iframe>',
  '<svg onload=alert(1)><circle /></svg>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styl</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href=" javascript:alert(1)">spacja</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>x</details>',
];

/** What must never come back from a stored rich text. */
const ACTIVE =
  /<script|<iframe|<svg|<img|<object|<embed|<form|<math|<base|<meta|<style|javascript:|vbscript:|data:text|\son\w+=|style=/i;

describe('rich text', () => {
  it.each(XSS_CORPUS)('%s is stored inert', async (attack) => {
    const created = await create(
      t.app,
      superadmin,
      'articles',
      article({ body: `<p>Treść artykułu</p>${attack}`, publishAt: minutesFromNow(-1) }),
    );
    const body = articleSchema.parse((await call(t.app, 'GET', `/articles/${created.id}`)).json()).body;
    expect(body).toContain('Treść artykułu');
    expect(body).not.toMatch(ACTIVE);
  });

  it('a body without text is refused and nothing is stored', async () => {
    const before = (await call(t.app, 'GET', '/editorial/articles', superadmin)).json();
    expectError(
      await call(t.app, 'POST', '/editorial/articles', superadmin, article({ body: '<p><script>x</script></p>' })),
      400,
      'EDITORIAL_BODY_EMPTY',
    );
    const after = (await call(t.app, 'GET', '/editorial/articles', superadmin)).json();
    expect(after.totalElements).toBe(before.totalElements);
  });
});

describe('validation', () => {
  it('refuses an empty title and a too long lead with Polish messages', async () => {
    const empty = await call(t.app, 'POST', '/editorial/articles', superadmin, article({ title: '   ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('To pole jest wymagane');
    const long = await call(t.app, 'POST', '/editorial/articles', superadmin, article({ lead: 'a'.repeat(501) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Maksymalna długość to 500 znaków.');
  });

  it('refuses a link to a missing tag', async () => {
    expectError(
      await call(t.app, 'POST', '/editorial/articles', superadmin, article({ tagIds: [999_999] })),
      400,
      'EDITORIAL_UNKNOWN_LINK',
    );
  });

  it('deleting a tag removes it from its articles', async () => {
    const tag = await create(t.app, superadmin, 'tags', { name: 'BIM' });
    const created = await create(t.app, superadmin, 'articles', article({ tagIds: [tag.id] }));
    expect((await call(t.app, 'DELETE', `/editorial/tags/${tag.id}`, superadmin)).statusCode).toBe(204);
    const read = articleSchema.parse(
      (await call(t.app, 'GET', `/editorial/articles/${created.id}`, superadmin)).json(),
    );
    expect(read.tags).toEqual([]);
  });
});

describe('main image through the upload flow', () => {
  const upload = async () => {
    const target = await acquire(t.app, superadmin, 'EDITORIAL_IMAGE', 'plac-budowy.png', {
      size: png.length,
      contentType: 'image/png',
    });
    const res = await put(
      t.app,
      withQuery(target.fields.presignedUrl, () => {}),
      png,
      'image/png',
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
    return target;
  };

  it('an uploaded image is the article’s, kept on edit, removed with null', async () => {
    const target = await upload();
    const created = await create(t.app, superadmin, 'articles', article({ image: target.uuid }));
    expect(created).toMatchObject({ imageUuid: target.uuid, imageUrl: target.url });
    const kept = await call(
      t.app,
      'PUT',
      `/editorial/articles/${created.id}`,
      superadmin,
      article({ image: target.uuid }),
    );
    expect(kept.json().imageUrl).toBe(target.url);
    const removed = await call(t.app, 'PUT', `/editorial/articles/${created.id}`, superadmin, article({ image: null }));
    expect(removed.json().imageUrl).toBeNull();
  });

  it('only the superadmin may upload an editorial image; another target is refused', async () => {
    const res = await call(t.app, 'POST', '/attachments/EDITORIAL_IMAGE/x.png', klient, { size: 4 });
    expectError(res, 403, 'FORBIDDEN');
    const logo = await acquire(t.app, superadmin, 'COMPANY_LOGO', 'logo.png', {
      size: png.length,
      contentType: 'image/png',
    });
    await put(
      t.app,
      withQuery(logo.fields.presignedUrl, () => {}),
      png,
      'image/png',
    );
    expectError(
      await call(t.app, 'POST', '/editorial/articles', superadmin, article({ image: logo.uuid })),
      400,
      'EDITORIAL_IMAGE_INVALID',
    );
  });
});
