import type { Random } from '../random.js';

export type Param = { label: string; value: string };

/** 12450 -> "12 450"; 3.25 with 1 decimal -> "3,3" (Polish separators). */
export const formatNumber = (value: number, decimals = 0): string => {
  const [int, frac] = value.toFixed(decimals).split('.');
  const grouped = (int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac ? `${grouped},${frac}` : grouped;
};

const p = (label: string, value: string): Param => ({ label, value });

/** Technical parameters derived from the investment value, so that size and cost agree. */
export type ParamsBuilder = (random: Random, valuePln: number) => Param[];

const building =
  (costPerM2: number, extra: (random: Random, area: number) => Param[] = () => []): ParamsBuilder =>
  (random, value) => {
    const area = Math.max(80, value / (costPerM2 * (0.8 + 0.4 * random.next())));
    const floors = Math.max(1, Math.min(25, Math.round(Math.log10(area) * 1.6 - 2 + random.int(0, 3))));
    return [
      p('Powierzchnia użytkowa', `${formatNumber(area)} m²`),
      p('Powierzchnia zabudowy', `${formatNumber((area / floors) * 1.15)} m²`),
      p('Kubatura', `${formatNumber(area * (3.2 + random.next()))} m³`),
      p('Liczba kondygnacji', String(floors)),
      ...extra(random, area),
    ];
  };

export const PARAMS = {
  apartments: building(7000, (random, area) => [
    p('Liczba mieszkań', String(Math.max(4, Math.round(area / (52 + random.int(0, 18)))))),
    p('Liczba miejsc postojowych', String(Math.round(area / 60))),
  ]),
  houses: ((random, value) => {
    const houses = Math.max(2, Math.round(value / (random.int(650, 1100) * 1000)));
    return [
      p('Liczba budynków', String(houses)),
      p('Powierzchnia użytkowa', `${formatNumber(houses * random.int(95, 160))} m²`),
      p('Powierzchnia działki', `${formatNumber((houses * random.int(4, 9)) / 10, 1)} ha`),
    ];
  }) as ParamsBuilder,
  office: building(6500, (_, area) => [p('Liczba miejsc postojowych', String(Math.round(area / 40)))]),
  retail: building(4500, (_, area) => [p('Powierzchnia sprzedaży', `${formatNumber(area * 0.7)} m²`)]),
  hotel: building(8000, (random, area) => [
    p('Liczba pokoi', String(Math.max(10, Math.round(area / (38 + random.int(0, 15)))))),
  ]),
  hall: ((random, value) => {
    const area = Math.max(400, value / random.int(2200, 3200));
    return [
      p('Powierzchnia hali', `${formatNumber(area)} m²`),
      p('Powierzchnia biurowa', `${formatNumber(area * (0.03 + random.next() * 0.05))} m²`),
      p('Wysokość hali', `${formatNumber(8 + random.int(0, 40) / 4, 1)} m`),
      p('Liczba doków przeładunkowych', String(Math.round(area / 1500))),
    ];
  }) as ParamsBuilder,
  hospital: building(9000, (_, area) => [p('Liczba łóżek', String(Math.max(10, Math.round(area / 90))))]),
  school: building(6000, (_, area) => [p('Liczba uczniów', String(Math.max(50, Math.round(area / 9))))]),
  sport: building(6500, (_, area) => [p('Liczba miejsc na widowni', String(Math.round(area / 12)))]),
  generic: building(6000),
  farm: building(2500, (random) => [p('Liczba stanowisk', String(random.int(60, 400)))]),
  parking: building(3500, (_, area) => [p('Liczba miejsc postojowych', String(Math.max(20, Math.round(area / 27))))]),
  road: ((random, value) => {
    const km = Math.max(0.3, value / (random.int(6, 25) * 1_000_000));
    return [
      p('Długość odcinka', `${formatNumber(km, 2)} km`),
      p('Szerokość jezdni', `${formatNumber(random.pick([5.5, 6, 6.5, 7, 7.5, 2 * 7]), 1)} m`),
      p('Kategoria ruchu', random.pick(['KR2', 'KR3', 'KR4', 'KR5'])),
      p('Liczba skrzyżowań', String(Math.round(km * random.int(1, 4)))),
    ];
  }) as ParamsBuilder,
  bridge: ((random, value) => {
    const length = Math.max(8, value / (random.int(60, 150) * 1000));
    return [
      p('Długość obiektu', `${formatNumber(length, 1)} m`),
      p('Szerokość obiektu', `${formatNumber(random.int(8, 24) * 0.5 + 6, 1)} m`),
      p('Liczba przęseł', String(Math.max(1, Math.round(length / random.int(25, 45))))),
      p('Klasa obciążenia', random.pick(['A', 'B', 'C'])),
    ];
  }) as ParamsBuilder,
  rail: ((random, value) => [
    p('Długość odcinka', `${formatNumber(Math.max(0.5, value / (random.int(15, 40) * 1_000_000)), 2)} km`),
    p('Liczba peronów', String(random.int(1, 6))),
  ]) as ParamsBuilder,
  network: ((random, value) => {
    const km = Math.max(0.5, value / (random.int(8, 20) * 100_000));
    return [
      p('Długość sieci', `${formatNumber(km, 2)} km`),
      p('Liczba przyłączy', String(Math.round(km * random.int(10, 40)))),
      p('Średnica', `DN ${random.pick([110, 160, 200, 250, 315, 400])} mm`),
    ];
  }) as ParamsBuilder,
  energy: ((random, value) => [
    p('Moc zainstalowana', `${formatNumber(Math.max(0.5, value / (random.int(25, 45) * 100_000)), 1)} MW`),
    p('Powierzchnia terenu', `${formatNumber(random.int(10, 400) / 10, 1)} ha`),
  ]) as ParamsBuilder,
  treatment: ((random, value) => [
    p('Przepustowość', `${formatNumber(Math.max(100, value / random.int(3000, 8000)))} m³/d`),
    p('RLM', formatNumber(Math.max(500, value / random.int(400, 900)))),
  ]) as ParamsBuilder,
  area: ((random, value) => [
    p('Powierzchnia terenu', `${formatNumber(Math.max(0.2, value / (random.int(3, 12) * 1_000_000)), 2)} ha`),
  ]) as ParamsBuilder,
} satisfies Record<string, ParamsBuilder>;
