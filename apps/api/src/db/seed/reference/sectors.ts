/** The sector tree: three roots (ids 1-3) and their subsectors (ids root * 100 + n). Names are lower case. */
export const SECTOR_TREE: readonly { id: number; name: string; children: readonly (readonly [number, string])[] }[] = [
  {
    id: 1,
    name: 'mieszkaniowe',
    children: [
      [101, 'budynki wielorodzinne'],
      [102, 'domy jednorodzinne'],
      [103, 'osiedla mieszkaniowe'],
      [104, 'budownictwo komunalne i społeczne'],
      [105, 'domy studenckie i mieszkania na wynajem'],
      [106, 'zabudowa szeregowa i bliźniacza'],
    ],
  },
  {
    id: 2,
    name: 'niemieszkaniowe',
    children: [
      [201, 'budynki biurowe'],
      [202, 'obiekty handlowe i usługowe'],
      [203, 'hotele i obiekty turystyczne'],
      [204, 'magazyny i hale'],
      [205, 'obiekty przemysłowe'],
      [206, 'szpitale i ochrona zdrowia'],
      [207, 'szkoły i przedszkola'],
      [208, 'uczelnie i ośrodki badawcze'],
      [209, 'obiekty sportowe i rekreacyjne'],
      [210, 'kultura i obiekty sakralne'],
      [211, 'budynki administracji i służb'],
      [212, 'obiekty rolnicze'],
      [213, 'parkingi i garaże'],
      [214, 'domy opieki i pomocy społecznej'],
    ],
  },
  {
    id: 3,
    name: 'inżynieryjne',
    children: [
      [301, 'drogi i ulice'],
      [302, 'mosty i wiadukty'],
      [303, 'koleje i tramwaje'],
      [304, 'sieci wodno-kanalizacyjne'],
      [305, 'energetyka'],
      [306, 'telekomunikacja'],
      [307, 'gospodarka odpadami'],
      [308, 'hydrotechnika i ochrona przeciwpowodziowa'],
      [309, 'lotniska'],
      [310, 'zagospodarowanie przestrzeni publicznej'],
      [311, 'ciepłownictwo i gazownictwo'],
    ],
  },
];

export type SectorRow = { id: number; parentId: number | null; name: string; sortOrder: number };

export const sectorRows = (): SectorRow[] =>
  SECTOR_TREE.flatMap((root, i) => [
    { id: root.id, parentId: null, name: root.name, sortOrder: i + 1 },
    ...root.children.map(([id, name], j) => ({ id, parentId: root.id, name, sortOrder: j + 1 })),
  ]);
