import { conferenceSchema, webinarPageSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { call, create, minutesFromNow } from './editorial-test-helpers.js';

const t = useTestApp({ logins: ['superadmin', 'klient'] });
const { superadmin } = t.headers;

const webinar = (overrides: Record<string, unknown> = {}) => ({
  title: 'BIM w praktyce wykonawcy',
  startsAt: minutesFromNow(60 * 24 * 7),
  description: '<p>Jak wdrożyć BIM w małej firmie wykonawczej.</p><script>alert(1)</script>',
  categoryId: null,
  partnerIds: [],
  registrationUrl: 'rejestracja.example.pl/bim',
  recordingUrl: null,
  image: null,
  publishAt: minutesFromNow(-1),
  ...overrides,
});

const publicWebinars = async (when: 'upcoming' | 'past') =>
  webinarPageSchema.parse((await call(t.app, 'GET', `/webinars?when=${when}`)).json()).content;

describe('webinars', () => {
  it('a published webinar is upcoming or past by its date; drafts and scheduled ones stay in the panel', async () => {
    const category = await create(t.app, superadmin, 'webinar-categories', { name: 'Technologie' });
    const partner = await create(t.app, superadmin, 'webinar-partners', {
      name: 'Stowarzyszenie BIM',
      link: 'bim.example.pl',
      image: null,
    });
    const upcoming = await create(
      t.app,
      superadmin,
      'webinars',
      webinar({ categoryId: category.id, partnerIds: [partner.id] }),
    );
    await create(t.app, superadmin, 'webinars', webinar({ title: 'Minione', startsAt: minutesFromNow(-60 * 24) }));
    await create(t.app, superadmin, 'webinars', webinar({ title: 'Szkic webinarium', publishAt: null }));
    await create(
      t.app,
      superadmin,
      'webinars',
      webinar({ title: 'Zaplanowane ogłoszenie', publishAt: minutesFromNow(60) }),
    );

    // the demo data has webinars of its own: only this test's are looked at
    const soon = (await publicWebinars('upcoming')).filter(
      (w) => w.title.endsWith('wykonawcy') || w.title.startsWith('Szkic') || w.title.startsWith('Zaplanowane'),
    );
    expect(soon.map((w) => w.title)).toEqual(['BIM w praktyce wykonawcy']);
    expect(soon[0]).toMatchObject({
      webinarId: upcoming.id,
      category: { id: category.id, name: 'Technologie' },
      partners: [{ name: 'Stowarzyszenie BIM', link: 'https://bim.example.pl' }],
      registrationUrl: 'https://rejestracja.example.pl/bim',
    });
    expect(soon[0]?.description).not.toContain('<script');
    const past = (await publicWebinars('past')).map((w) => w.title);
    expect(past).toContain('Minione');
    expect(past).not.toContain('BIM w praktyce wykonawcy');
  });

  it('refuses a bad address and an unknown category', async () => {
    const bad = await call(t.app, 'POST', '/editorial/webinars', superadmin, webinar({ registrationUrl: 'nie adres' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Podaj poprawny adres strony');
    expectError(
      await call(t.app, 'POST', '/editorial/webinars', superadmin, webinar({ categoryId: 999_999 })),
      400,
      'EDITORIAL_UNKNOWN_LINK',
    );
  });
});

describe('conference', () => {
  it('shows the agenda by day and time with speakers, and partners by tier', async () => {
    const speaker = await create(t.app, superadmin, 'conference-speakers', {
      name: 'Anna Kowalczyk',
      position: 'Dyrektor ds. inwestycji',
      company: 'Budimex',
      bio: null,
      image: null,
    });
    await create(t.app, superadmin, 'conference-agenda', {
      day: '2026-03-12',
      time: '11:30',
      title: 'Panel: finansowanie inwestycji',
      speakerIds: [speaker.id],
    });
    await create(t.app, superadmin, 'conference-agenda', { day: '2026-03-12', time: '09:00', title: 'Otwarcie' });
    await create(t.app, superadmin, 'conference-partners', { name: 'Patron', tier: 'MEDIA', image: null });
    await create(t.app, superadmin, 'conference-partners', { name: 'Strateg', tier: 'STRATEGIC', image: null });

    // the demo conference is there too: only this test's entries are looked at
    const ours = async () => {
      const all = conferenceSchema.parse((await call(t.app, 'GET', '/conference')).json());
      return {
        agenda: all.agenda.filter((a) => a.day === '2026-03-12'),
        partners: all.partners.filter((p) => p.name === 'Patron' || p.name === 'Strateg'),
      };
    };
    const conference = await ours();
    expect(conference.agenda.map((a) => a.time)).toEqual(['09:00', '11:30']);
    expect(conference.agenda[1]?.speakers).toEqual([{ id: speaker.id, name: 'Anna Kowalczyk' }]);
    expect(conference.partners.map((p) => p.tier)).toEqual(['STRATEGIC', 'MEDIA']);

    expect((await call(t.app, 'DELETE', `/editorial/conference-speakers/${speaker.id}`, superadmin)).statusCode).toBe(
      204,
    );
    expect((await ours()).agenda[1]?.speakers).toEqual([]);
  });

  it('refuses a time that is not HH:MM', async () => {
    const res = await call(t.app, 'POST', '/editorial/conference-agenda', superadmin, {
      day: '2026-03-12',
      time: '25:00',
      title: 'Za późno',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Podaj godzinę w formacie GG:MM.');
  });
});

describe('panel lists', () => {
  it('search and page through tags, 20 per page', async () => {
    for (let i = 0; i < 22; i += 1) await create(t.app, superadmin, 'tags', { name: `Żuraw ${i}` });
    const first = (await call(t.app, 'GET', '/editorial/tags?search=zuraw', superadmin)).json();
    expect(first).toMatchObject({ totalElements: 22, totalPages: 2, size: 20 });
    expect(first.content).toHaveLength(20);
    const second = (await call(t.app, 'GET', '/editorial/tags?search=zuraw&page=1', superadmin)).json();
    expect(second.content).toHaveLength(2);
  });

  it('an unknown entry answers 404', async () => {
    expectError(await call(t.app, 'GET', '/editorial/authors/999999', superadmin), 404, 'EDITORIAL_NOT_FOUND');
    expectError(await call(t.app, 'DELETE', '/editorial/tags/999999', superadmin), 404, 'EDITORIAL_NOT_FOUND');
  });
});
