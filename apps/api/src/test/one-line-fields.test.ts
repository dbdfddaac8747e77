import { MESSAGES, ONE_LINE_PATTERN, WHITESPACE_COLLAPSED } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companySnapshot, currentVersion, demoCompanies, validBasicsBody } from '../modules/companies/testing.js';
import { buildCompany, buildInvestment } from './factories/index.js';
import { useTestApp } from './use-test-app.js';

/**
 * One-line fields (names, titles, positions, phones, e-mails, NIP, addresses, links, file names)
 * reach e-mail subjects and other companies' e-mails: a line break or a control character in one is
 * refused with a Polish message and nothing is stored. Every such field of every request body in
 * the OpenAPI document carries the one-line pattern (`line()` in packages/shared/src/text.ts), so a
 * new route built on a bare `text()` fails here.
 */
const t = useTestApp({ logins: ['klient'], env: { JOBS_WORKER: 'off' } });

/** Keys of request-body fields that hold one line; multi-line texts (descriptions, notes, messages) are not here. */
const ONE_LINE_KEYS = new Set([
  'name',
  'firstName',
  'lastName',
  'formerName',
  'companyName',
  'company',
  'title',
  'position',
  'positionLine1',
  'positionLine2',
  'phone',
  'telephone',
  'email',
  'nip',
  'login',
  'city',
  'district',
  'postOffice',
  'streetName',
  'streetNo',
  'apartmentNo',
  'zipCode',
  'country',
  'countryCode',
  'turnover',
  'url',
  'link',
  'www',
  'facebook',
  'instagram',
  'linkedIn',
  'registrationUrl',
  'recordingUrl',
  'keywords',
  'auctionLinks',
  'producerPreference',
  'technologyPreference',
  'values',
  'fileName',
  'contentType',
]);
// Formats whose own pattern already allows no break or control character.
const STRICT_FORMATS = new Set(['email', 'uuid', 'date', 'date-time']);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type OpenApiDoc = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every string schema of a body, with the key of the property that holds it (arrays keep their key). */
const stringsOf = (
  doc: OpenApiDoc,
  schema: JsonSchema | undefined,
  key: string,
  path: string,
): [string, string, JsonSchema][] => {
  if (!schema) return [];
  if (schema.$ref) return stringsOf(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], key, path);
  // A string's `allOf` lists its own patterns (one-line and, say, a zip code's): one field, not several.
  if ([schema.type].flat().includes('string')) return [[key, path, schema]];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, s]) => stringsOf(doc, s, k, `${path}.${k}`)),
    ...stringsOf(doc, schema.items, key, `${path}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
      stringsOf(doc, s, key, path),
    ),
  ];
};

const isOneLineSchema = (schema: JsonSchema) =>
  schema.enum !== undefined ||
  Object.entries(WHITESPACE_COLLAPSED).every(([k, v]) => (schema as Record<string, unknown>)[k] === v) ||
  STRICT_FORMATS.has(schema.format ?? '') ||
  JSON.stringify(schema).includes(JSON.stringify(ONE_LINE_PATTERN.source));

describe('one-line fields in the OpenAPI document', () => {
  it('every request-body field that holds one line carries the one-line pattern', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
    const checked: string[] = [];
    const bare: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const body = op.requestBody?.content?.['application/json']?.schema;
        for (const [key, where, schema] of stringsOf(doc, body, '', `${method.toUpperCase()} ${path} `)) {
          if (!ONE_LINE_KEYS.has(key)) continue;
          checked.push(where);
          if (!isOneLineSchema(schema)) bare.push(where);
        }
      }
    }
    expect(bare).toEqual([]);
    expect(checked.length).toBeGreaterThan(100);
  });
});

describe('a line break in a one-line field', () => {
  // `_field`: the only field the refused body changed (the message itself names none: users read it)
  const refusedWithMessage = (response: { statusCode: number; body: string; json: () => unknown }, _field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(MESSAGES.oneLine);
  };

  it('is refused in a company name and an address, and nothing is stored', async () => {
    const { client } = await demoCompanies(t.app);
    const before = await companySnapshot(t.app, client);
    const body = { ...(await validBasicsBody(t.app, client)), version: await currentVersion(t.app, client) };
    const save = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/companies/${client}/basics`,
        headers: t.headers.klient,
        payload,
      });
    refusedWithMessage(await save({ ...body, name: 'KRAMET\r\nBcc: wszyscy@example.com' }), 'name');
    refusedWithMessage(await save({ ...body, name: 'KRAMET\tSp. z o.o.' }), 'name');
    refusedWithMessage(await save({ ...body, address: { ...body.address, city: 'Warszawa\u2028Kraków' } }), 'city');
    expect(await companySnapshot(t.app, client)).toEqual(before);
    expect((await save(body)).statusCode).toBe(200);
  });

  it("is refused in a registering person's name, and no account is made", async () => {
    const valid = {
      company: { name: 'Firma Jednoliniowa Sp. z o.o.', nip: '526-000-12-46', city: 'Kraków', zipCode: '30-001' },
      user: {
        firstName: 'Anna\nKliknij: https://example.com',
        lastName: 'Nowak',
        email: 'anna.jednoliniowa@example.pl',
        login: 'ajednoliniowa',
        password: 'Haslo1234',
      },
      acceptTerms: true,
    };
    refusedWithMessage(
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: valid }),
      'user.firstName',
    );
    const users = await t.app.db.execute(sql`select id from users where login = 'ajednoliniowa'`);
    expect(users.rows).toEqual([]);
  });

  it("is refused in an invited person's name", async () => {
    const companyId = (await buildCompany(t.app.db, { name: 'Dachbud Jednoliniowy' })).id;
    const { client } = await demoCompanies(t.app);
    const investmentId = (await buildInvestment(t.app.db, { participants: [{ companyId: client }] })).id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/invite',
      headers: t.headers.klient,
      payload: {
        name: 'Jan\r\nX-Injected: 1',
        lastName: 'Kowalski',
        email: 'jan.jednoliniowy@example.pl',
        phone: '+48 (22) 600 10 20',
        position: 'kierownik budowy',
        companyId,
        investmentId,
      },
    });
    refusedWithMessage(response, 'name');
  });
});
