import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../client.js';
import {
  articles,
  conferenceAgenda,
  conferencePartners,
  conferenceSpeakers,
  editorialAuthors,
  editorialCategories,
  editorialTags,
  webinarCategories,
  webinarPartners,
  webinars,
} from '../../schema.js';

const DAY = 86_400_000;

/** Category ids are fixed: the dashboard links "Puls budownictwa" as category 6 (spec 2.6). */
const CATEGORIES = [
  { id: 1, name: 'Rynek mieszkaniowy', description: 'Budowy rozpoczęte i oddane, ceny, kredyty i popyt.' },
  { id: 2, name: 'Infrastruktura', description: 'Drogi, kolej, sieci i energetyka: inwestycje publiczne w liczbach.' },
  { id: 3, name: 'Prawo budowlane', description: 'Zmiany przepisów i orzecznictwa, które dotyczą wykonawców.' },
  { id: 4, name: 'Technologie', description: 'BIM, prefabrykacja, nowe materiały i cyfryzacja budowy.' },
  { id: 5, name: 'Przetargi publiczne', description: 'Największe postępowania i to, jak je wygrywać.' },
  { id: 6, name: 'Puls budownictwa', description: 'Najważniejsze wiadomości z branży budowlanej, co tydzień.' },
];

const TAGS = ['GUS', 'mieszkania', 'drogi ekspresowe', 'KPO', 'BIM', 'prefabrykacja', 'waloryzacja', 'PZP'];

const AUTHORS = [
  { name: 'Katarzyna Wróblewska', position: 'Redaktor prowadząca', bio: 'Od 12 lat pisze o rynku budowlanym.' },
  { name: 'Michał Zieliński', position: 'Analityk rynku', bio: 'Odpowiada za analizy danych o inwestycjach.' },
];

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

/** [title, lead, body, categories, tags, authors, days ago (negative: scheduled ahead; null: draft)] */
const ARTICLES: [string, string, string, number[], number[], number[], number | null][] = [
  [
    'Więcej rozpoczętych budów mieszkań niż przed rokiem',
    'Deweloperzy rozpoczęli w październiku o 18% więcej budów niż rok wcześniej; najwięcej w województwie mazowieckim.',
    p(
      'Według wstępnych danych GUS w październiku rozpoczęto budowę ponad 21 tys. mieszkań.',
      'Wzrost dotyczy przede wszystkim inwestycji deweloperskich; budownictwo indywidualne pozostaje na poziomie sprzed roku.',
      'Dla wykonawców robót wykończeniowych oznacza to pełniejsze portfele zamówień na pierwszą połowę przyszłego roku.',
    ),
    [1, 6],
    [1, 2],
    [1],
    2,
  ],
  [
    'Rusza przetarg na kolejny odcinek drogi ekspresowej S19',
    'GDDKiA ogłosiła postępowanie na projekt i budowę 14-kilometrowego odcinka; oferty można składać do końca lutego.',
    p(
      'Zamawiający przewiduje formułę „projektuj i buduj” z 10-letnią gwarancją na nawierzchnię.',
      'Kryteria oceny ofert to cena (60%), okres gwarancji i doświadczenie kierownika budowy.',
    ),
    [2, 5, 6],
    [3, 8],
    [2],
    5,
  ],
  [
    'Waloryzacja umów publicznych: co się zmienia od stycznia',
    'Nowelizacja doprecyzowuje, jak liczyć zmianę wynagrodzenia przy wzroście cen materiałów o ponad 10%.',
    p(
      'Wykonawcy zyskają prawo do waloryzacji także w umowach krótszych niż 6 miesięcy.',
      'Zamawiający będą musieli wskazać w umowie wskaźnik, według którego zmienia się wynagrodzenie.',
    ),
    [3, 6],
    [7, 8],
    [1],
    9,
  ],
  [
    'BIM w małej firmie wykonawczej: od czego zacząć',
    'Model informacyjny budynku nie jest już domeną generalnych wykonawców; pokazujemy pierwsze kroki dla firm do 50 osób.',
    p(
      'Najpierw warto nauczyć się czytać modele od projektantów i zestawiać z nich ilości robót.',
      'Kolejnym krokiem jest koordynacja branżowa i wykrywanie kolizji przed wejściem na budowę.',
    ),
    [4, 6],
    [5],
    [2],
    14,
  ],
  [
    'Prefabrykacja skraca budowę szkół o kilka miesięcy',
    'Gminy coraz częściej zamawiają szkoły w technologii modułowej; analizujemy koszty i terminy pięciu realizacji.',
    p('Średni czas budowy w technologii modułowej wyniósł 11 miesięcy wobec 19 w technologii tradycyjnej.'),
    [4],
    [6],
    [2],
    21,
  ],
  [
    'Środki z KPO na termomodernizację: nabór w przyszłym tygodniu',
    'Zaplanowany artykuł o naborze wniosków; opublikuje się sam w dniu ogłoszenia naboru.',
    p('Nabór obejmie budynki użyteczności publicznej w gminach do 50 tys. mieszkańców.'),
    [5, 6],
    [4],
    [1],
    -3,
  ],
  [
    'Podsumowanie roku na rynku budowlanym (szkic)',
    'Szkic redakcyjny: dane za cały rok uzupełnimy po publikacji GUS.',
    p('Do uzupełnienia po publikacji danych rocznych.'),
    [6],
    [1],
    [1, 2],
    null,
  ],
];

/**
 * Demo editorial content: news of "Puls budownictwa" and other categories, a scheduled
 * article and a draft, an upcoming and a past webinar, the experts forum's agenda, speakers and partners.
 */
export const seedEditorial = async (db: DbExecutor, now: Date): Promise<void> => {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await db.insert(editorialCategories).values(CATEGORIES);
  await db.execute(sql`select setval(pg_get_serial_sequence('editorial_categories', 'id'), 6)`);
  await db.insert(editorialTags).values(TAGS.map((name, i) => ({ id: i + 1, name })));
  await db.execute(sql`select setval(pg_get_serial_sequence('editorial_tags', 'id'), ${TAGS.length})`);
  await db.insert(editorialAuthors).values(AUTHORS.map((a, i) => ({ id: i + 1, ...a })));
  await db.execute(sql`select setval(pg_get_serial_sequence('editorial_authors', 'id'), ${AUTHORS.length})`);
  await db.insert(articles).values(
    ARTICLES.map(([title, lead, body, categoryIds, tagIds, authorIds, daysAgo]) => ({
      title,
      lead,
      body,
      categoryIds,
      tagIds,
      authorIds,
      publishAt: daysAgo === null ? null : at(daysAgo),
      createdAt: at(Math.max(daysAgo ?? 0, 0) + 1),
      updatedAt: at(Math.max(daysAgo ?? 0, 0)),
    })),
  );

  const [category] = await db
    .insert(webinarCategories)
    .values([{ name: 'Platforma w praktyce' }])
    .returning();
  await db.insert(webinarCategories).values([{ name: 'Przetargi i prawo' }]);
  const partners = await db
    .insert(webinarPartners)
    .values([
      { name: 'Polski Związek Pracodawców Budownictwa', link: 'https://pzpb.com.pl' },
      { name: 'Izba Inżynierów Budownictwa', link: 'https://piib.org.pl' },
    ])
    .returning();
  const inDays = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour - 1, 0, 0, 0);
    return d;
  };
  await db.insert(webinars).values([
    {
      title: 'Jak znaleźć zlecenia podwykonawcze na platformie',
      startsAt: inDays(9, 11),
      description: p(
        'Pokażemy, jak ustawić powiadomienia o zleceniach z Twojej branży i regionu oraz jak przygotować ofertę.',
        'Na końcu odpowiemy na pytania uczestników.',
      ),
      categoryId: category?.id ?? null,
      partnerIds: partners.slice(0, 1).map((x) => x.id),
      registrationUrl: 'https://webinary.platforma-budowlana.pl/zlecenia-podwykonawcze',
      publishAt: at(3),
    },
    {
      title: 'Waloryzacja wynagrodzenia w umowach publicznych',
      startsAt: inDays(-20, 10),
      description: p('Radca prawny omawia nowe zasady waloryzacji i najczęstsze spory z zamawiającymi.'),
      partnerIds: partners.map((x) => x.id),
      recordingUrl: 'https://webinary.platforma-budowlana.pl/nagrania/waloryzacja',
      publishAt: at(35),
    },
  ]);

  const speakers = await db
    .insert(conferenceSpeakers)
    .values([
      {
        name: 'Anna Kowalczyk',
        position: 'Dyrektor ds. inwestycji',
        company: 'Grupa Budowlana Wisła',
        bio: 'Od 15 lat prowadzi inwestycje kubaturowe w Polsce centralnej.',
      },
      {
        name: 'Tomasz Nowicki',
        position: 'Prezes zarządu',
        company: 'Instal-Pol',
        bio: 'Inżynier sanitarny, współtwórca programu szkoleń dla instalatorów.',
      },
      {
        name: 'dr inż. Ewa Mazur',
        position: 'Kierownik Zakładu Technologii',
        company: 'Politechnika Warszawska',
        bio: 'Bada prefabrykację i gospodarkę obiegu zamkniętego w budownictwie.',
      },
      {
        name: 'Piotr Lis',
        position: 'Radca prawny',
        company: 'Kancelaria Lis i Wspólnicy',
        bio: 'Specjalizuje się w prawie zamówień publicznych.',
      },
    ])
    .returning();
  const speaker = (i: number) => (speakers[i] ? [speakers[i].id] : []);
  const forumDay = (offset: number) =>
    inDays(40 + offset, 12)
      .toISOString()
      .slice(0, 10);
  await db.insert(conferenceAgenda).values([
    { day: forumDay(0), time: '09:00', title: 'Otwarcie Forum Ekspertów', speakerIds: [] },
    { day: forumDay(0), time: '09:30', title: 'Rynek budowlany w przyszłym roku: prognozy', speakerIds: speaker(0) },
    {
      day: forumDay(0),
      time: '11:00',
      title: 'Panel: zamówienia publiczne po nowelizacji',
      speakerIds: [...speaker(3), ...speaker(1)],
    },
    {
      day: forumDay(1),
      time: '10:00',
      title: 'Prefabrykacja i modułowość w praktyce',
      description: 'Studium pięciu realizacji szkół i przedszkoli.',
      speakerIds: speaker(2),
    },
    { day: forumDay(1), time: '12:30', title: 'Podsumowanie i networking', speakerIds: [] },
  ]);
  await db.insert(conferencePartners).values([
    { name: 'Grupa Budowlana Wisła', tier: 'STRATEGIC', link: null },
    { name: 'Instal-Pol', tier: 'GOLD' },
    { name: 'Hurtownia Stali Stalmet', tier: 'SILVER' },
    { name: 'Przegląd Budowlany', tier: 'MEDIA' },
  ]);
};
