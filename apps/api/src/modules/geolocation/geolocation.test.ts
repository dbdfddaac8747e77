import { autocompleteResponseSchema, locationPageSchema, suggestionNumericId } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const autocomplete = async (query: string, base = '/api/v2/geolocation/autocomplete') => {
  const res = await t.app.inject({ url: `${base}?${query}` });
  return { res, body: res.statusCode === 200 ? autocompleteResponseSchema.parse(res.json()) : null };
};

describe('location autocomplete', () => {
  it('finds a locality by a prefix typed without Polish letters', async () => {
    const { res, body } = await autocomplete('text=lodz&lang=pl&size=10&boundary.country=PL&layers=locality');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lodz = body!.features[0]!;
    expect(lodz.name).toBe('Łódź');
    expect(lodz.layer).toBe('locality');
    expect(lodz.province).toMatchObject({ name: 'łódzkie', shorthand: 'LD' });
    expect(lodz.district?.name).toBeTruthy();
    expect(lodz.country).toMatchObject({ code: 'PL', name: 'Polska' });
    expect(lodz.location.latitude).toBeCloseTo(51.76, 1);
    expect(suggestionNumericId(lodz.id)).toEqual(expect.any(Number));
  });

  it('orders larger places first and respects size', async () => {
    const { body } = await autocomplete('text=Kra&size=3&layers=locality');
    expect(body!.features).toHaveLength(3);
    expect(body!.features[0]!.name).toBe('Kraków');
    // the district is stored in lower case (spec 3.2) and labelled as TERYT writes it
    expect(body!.features[0]!.district?.name).toBe('kraków');
    expect(body!.features[0]!.label).toBe('Kraków, pow. Kraków, małopolskie, Polska');
  });

  it('searches voivodeships with layer region', async () => {
    const { body } = await autocomplete('text=sla&layers=region');
    // the name starting with the word first, then names holding it (the search rule)
    expect(body!.features.map((f) => f.name)).toEqual(['śląskie', 'dolnośląskie']);
    expect(body!.features[0]!.id).toBe('region:12');
  });

  it('is served on the v1 autocomplete host path too', async () => {
    const { body } = await autocomplete('text=Gdańsk&layers=locality', '/api/autocomplete/v1/autocomplete');
    expect(body!.features[0]!.name).toBe('Gdańsk');
  });

  it('refuses bad parameters with 400, not 500', async () => {
    for (const q of [
      '',
      'text=',
      'text=abc&size=51',
      'text=abc&size=-1',
      'text=abc&layers=street',
      'text=abc&size=x',
    ]) {
      const { res } = await autocomplete(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('finds places by inflected names, typed with or without Polish letters (the search rule)', async () => {
    for (const [text, name] of [
      ['Krakowie', 'Kraków'],
      ['Łodzi', 'Łódź'],
      ['lodzi', 'Łódź'],
      ['Wroclawiu', 'Wrocław'],
      ['Bielsko Biala', 'Bielsko-Biała'],
      ['bielsko-biała', 'Bielsko-Biała'],
      ['Gdańsku', 'Gdańsk'],
    ] as const) {
      const { body } = await autocomplete(`text=${encodeURIComponent(text)}&size=5`);
      expect(body!.features[0], text).toMatchObject({ name, layer: 'locality' });
    }
  });

  it('ranks names starting a word with what was typed before names holding it inside a word', async () => {
    const { body } = await autocomplete(`text=Wroclawiu&size=10&layers=locality`);
    const names = body!.features.map((f) => f.name);
    expect(names[0]).toBe('Wrocław');
    expect(names).toEqual(expect.arrayContaining(['Kąty Wrocławskie', 'Inowrocław']));
    expect(names.indexOf('Kąty Wrocławskie')).toBeLessThan(names.indexOf('Inowrocław'));
  });

  it('ranks a city named as typed before the voivodeship named after it', async () => {
    for (const text of ['Łódź', 'lodz', 'Opole']) {
      const { body } = await autocomplete(`text=${encodeURIComponent(text)}&size=10`);
      const names = body!.features.map((f) => `${f.layer}:${f.name}`);
      expect(names[0], text).toBe(`locality:${text === 'Opole' ? 'Opole' : 'Łódź'}`);
      expect(names, text).toContain(`region:${text === 'Opole' ? 'opolskie' : 'łódzkie'}`);
    }
  });

  it('treats LIKE wildcards literally', async () => {
    const { body } = await autocomplete('text=%25&layers=locality');
    expect(body!.features).toEqual([]);
  });
});

describe('admin location list', () => {
  it('pages locations 20 at a time for the superadmin', async () => {
    const { headers } = await loginAs(t.app, 'superadmin');
    const res = await t.app.inject({ url: '/api/v2/geolocation?page=1', headers });
    const page = locationPageSchema.parse(res.json());
    expect(page.content).toHaveLength(20);
    expect(page.totalElements).toBeGreaterThan(3000);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 20));
  });
});
