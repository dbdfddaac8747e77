import type { Random } from '../random.js';
import type { CompanyKind } from './company-names.js';
import { landline, mobile } from './identifiers.js';
import { inPlace } from './locative.js';
import type { Person } from './people.js';
import { asciiFold, provinceGenitive, slugify } from './polish-words.js';

/** What the company is, in the instrumental case ("X jest firmą budowlaną"). */
const KIND_PHRASES: Record<CompanyKind, readonly string[]> = {
  general: ['firmą budowlaną', 'generalnym wykonawcą robót budowlanych', 'przedsiębiorstwem budowlanym'],
  specialist: ['firmą wykonawczą', 'wyspecjalizowanym podwykonawcą', 'zakładem usługowym branży budowlanej'],
  designer: ['biurem projektowym', 'pracownią projektową', 'zespołem projektantów i inżynierów'],
  developer: ['firmą deweloperską', 'inwestorem i deweloperem', 'spółką inwestycyjną'],
  supplier: ['dostawcą materiałów budowlanych', 'hurtownią i producentem materiałów budowlanych', 'firmą handlową'],
  public: ['jednostką sektora publicznego', 'podmiotem publicznym', 'zamawiającym publicznym'],
};

const SENTENCES: Record<CompanyKind, readonly string[]> = {
  general: [
    'Realizujemy inwestycje w systemie generalnego wykonawstwa: budynki mieszkalne, obiekty użyteczności publicznej oraz hale produkcyjne i magazynowe.',
    'Zatrudniamy {employees} pracowników, w tym kadrę inżynierską z uprawnieniami budowlanymi bez ograniczeń.',
    'Dysponujemy własnym parkiem maszynowym, szalunkami systemowymi i żurawiami wieżowymi.',
    'Posiadamy certyfikaty systemów zarządzania ISO 9001 oraz ISO 45001.',
    'Naszymi klientami są inwestorzy prywatni, deweloperzy oraz jednostki samorządu terytorialnego.',
    'Każdą budowę prowadzi doświadczony kierownik kontraktu, a postęp prac raportujemy inwestorowi co tydzień.',
    'Obsługujemy inwestycje na terenie {province} i województw sąsiednich.',
    'Przejmujemy odpowiedzialność za cały proces budowlany: od przygotowania terenu, przez stan surowy, po uzyskanie pozwolenia na użytkowanie.',
  ],
  specialist: [
    'Nasze specjalności: {specialties}.',
    'Pracujemy jako podwykonawca generalnych wykonawców oraz bezpośrednio dla inwestorów.',
    'Zatrudniamy {employees} wykwalifikowanych pracowników z uprawnieniami SEP i UDT.',
    'Udzielamy do 60 miesięcy gwarancji na wykonane roboty.',
    'Prace prowadzimy terminowo, z zachowaniem przepisów BHP i wymagań dokumentacji projektowej.',
    'Działamy przede wszystkim na terenie {province}.',
    'Przygotowujemy wyceny na podstawie przedmiarów i dokumentacji w ciągu kilku dni roboczych.',
  ],
  designer: [
    'Opracowujemy koncepcje, projekty budowlane i wykonawcze oraz specyfikacje techniczne.',
    'W zespole pracuje {employees} architektów i projektantów branżowych z uprawnieniami.',
    'Projektujemy w technologii BIM i koordynujemy wszystkie branże w jednym modelu.',
    'Uzyskujemy decyzje administracyjne i pozwolenia na budowę w imieniu inwestora.',
    'Prowadzimy nadzory autorskie i wspieramy inwestorów na etapie przetargu na generalnego wykonawcę.',
    'Mamy w dorobku ponad {projects} zrealizowanych projektów obiektów kubaturowych i infrastrukturalnych.',
  ],
  developer: [
    'Realizujemy osiedla mieszkaniowe, budynki usługowe i obiekty magazynowe.',
    'Od początku działalności oddaliśmy do użytku ponad {flats} mieszkań i lokali usługowych.',
    'Współpracujemy ze sprawdzonymi generalnymi wykonawcami i biurami projektowymi.',
    'Stawiamy na energooszczędne rozwiązania, zieleń i wygodne części wspólne.',
    'Poszukujemy gruntów pod kolejne inwestycje na terenie {province}.',
    'Nasze inwestycje finansujemy ze środków własnych oraz kredytów bankowych, z wykorzystaniem rachunków powierniczych.',
  ],
  supplier: [
    'Prowadzimy sprzedaż hurtową i detaliczną materiałów budowlanych z dostawą na plac budowy.',
    'W ofercie: {specialties}.',
    'Dysponujemy flotą {employees} samochodów dostawczych i ciężarowych z HDS.',
    'Współpracujemy z czołowymi producentami i zapewniamy doradztwo techniczne.',
    'Obsługujemy firmy wykonawcze z terenu {province}.',
    'Magazyny o powierzchni kilku tysięcy metrów kwadratowych pozwalają na szybką realizację dużych zamówień.',
  ],
  public: [
    'Realizujemy zadania inwestycyjne w zakresie dróg, oświaty, ochrony zdrowia i gospodarki wodno-ściekowej.',
    'Zamówienia publiczne prowadzimy zgodnie z ustawą Prawo zamówień publicznych, a ogłoszenia publikujemy na platformie zakupowej.',
    'Znaczna część inwestycji jest współfinansowana ze środków Unii Europejskiej i programów rządowych.',
    'Plan inwestycyjny na kolejne lata obejmuje modernizację infrastruktury komunalnej i budowę nowych obiektów publicznych.',
    'Zapraszamy wykonawców do udziału w postępowaniach przetargowych.',
  ],
};

export type DescriptionContext = {
  name: string;
  kind: CompanyKind;
  established: number | null;
  place: string;
  provinceId: number;
  specialties: string[];
};

/** A Polish paragraph of 160-1500 characters describing the company. */
export const companyDescription = (random: Random, ctx: DescriptionContext): string => {
  const where = inPlace(ctx.place) ?? `w miejscowości ${ctx.place}`;
  const parts = [`${ctx.name} jest ${random.pick(KIND_PHRASES[ctx.kind])} z siedzibą ${where}.`];
  if (ctx.established) parts.push(`Działamy na rynku od ${ctx.established} roku.`);
  for (const sentence of random.sample(SENTENCES[ctx.kind], random.int(2, 5))) {
    parts.push(
      sentence
        .replace('{employees}', String(random.int(8, 240)))
        .replace('{projects}', String(random.int(5, 60) * 10))
        .replace('{flats}', String(random.int(3, 90) * 50))
        .replace('{province}', provinceGenitive(ctx.provinceId))
        .replace('{specialties}', ctx.specialties.join(', ') || 'roboty budowlane'),
    );
  }
  let text = parts.join(' ');
  if (text.length < 160) text += ` ${SENTENCES[ctx.kind][0]}`;
  return text.length > 1500 ? `${text.slice(0, 1496).trimEnd()}...` : text;
};

type ContactValues = { values: string[]; isLink: boolean };
export type CompanyContact = {
  companyEmail: ContactValues;
  recommendationEmail: ContactValues;
  personalEmail: ContactValues;
  unverifiedEmail: ContactValues;
  companyPhones: ContactValues;
  mobilePhone: ContactValues;
  www: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedIn: string | null;
};

/** "Przedsiębiorstwo Budowlane KRAMET" -> "kramet.pl" (a made-up but plausible domain). */
export const companyDomain = (random: Random, core: string, uniqueSuffix: string): string => {
  const words = slugify(core)
    .split('-')
    .filter((w) => !['przedsiebiorstwo', 'zaklad', 'firma', 'budowlane', 'budowlany', 'i', 'sp', 'z', 'o'].includes(w));
  const base = (words.join('-') || 'firma').slice(0, 24).replace(/-+$/, '');
  return `${base}${uniqueSuffix}${random.pick(['.pl', '.pl', '.com.pl', '.eu'])}`;
};

export const companyContact = (
  random: Random,
  ctx: { domain: string; provinceId: number; person: Person; slug: string },
): CompanyContact => {
  const { domain } = ctx;
  const personal = `${asciiFold(ctx.person.firstName).toLowerCase()}.${asciiFold(ctx.person.lastName).toLowerCase()}@${domain}`;
  const phones = [landline(random, ctx.provinceId)];
  if (random.chance(0.3)) phones.push(landline(random, ctx.provinceId));
  return {
    companyEmail: {
      values: random.chance(0.2) ? [`biuro@${domain}`, `sekretariat@${domain}`] : [`biuro@${domain}`],
      isLink: true,
    },
    recommendationEmail: { values: random.chance(0.5) ? [`oferty@${domain}`] : [], isLink: true },
    personalEmail: { values: random.chance(0.4) ? [personal] : [], isLink: false },
    unverifiedEmail: {
      values: random.chance(0.2)
        ? [`${ctx.slug.replace(/-/g, '.')}@${random.pick(['wp.pl', 'o2.pl', 'gmail.com', 'interia.pl'])}`]
        : [],
      isLink: false,
    },
    companyPhones: { values: phones, isLink: true },
    mobilePhone: { values: random.chance(0.7) ? [mobile(random)] : [], isLink: false },
    www: random.chance(0.85) ? `https://www.${domain}` : null,
    facebook: random.chance(0.3) ? `https://www.facebook.com/${ctx.slug}` : null,
    instagram: random.chance(0.1) ? `https://www.instagram.com/${ctx.slug.replace(/-/g, '_')}` : null,
    linkedIn: random.chance(0.2) ? `https://www.linkedin.com/company/${ctx.slug}` : null,
  };
};
