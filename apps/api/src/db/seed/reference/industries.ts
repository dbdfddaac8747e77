/**
 * The construction-industry tree. Root ids are 1..17; a child's id is parent * 100 + n, so ids are
 * stable and a node's root is `id < 100 ? id : Math.floor(id / 100)`.
 */
type Leaf = readonly [id: number, title: string, keywords: readonly string[], description: string];
type Root = { id: number; title: string; keywords: readonly string[]; description: string; children: readonly Leaf[] };

export const INDUSTRY_TREE: readonly Root[] = [
  {
    id: 1,
    title: 'Roboty ziemne i przygotowawcze',
    keywords: ['roboty ziemne', 'przygotowanie terenu', 'zagospodarowanie placu budowy'],
    description: 'Prace poprzedzające budowę: rozbiórki, wykopy, fundamentowanie specjalne, pomiary i badania gruntu.',
    children: [
      [
        101,
        'Rozbiórki i wyburzenia',
        ['rozbiórka', 'wyburzenie', 'demontaż', 'demolka'],
        'Rozbiórki budynków i obiektów, demontaż konstrukcji, kruszenie gruzu.',
      ],
      [
        102,
        'Wykopy i nasypy',
        ['wykop', 'nasyp', 'koparka', 'zasypka', 'korytowanie'],
        'Wykopy szerokoprzestrzenne i liniowe, nasypy, zagęszczanie gruntu.',
      ],
      [
        103,
        'Palowanie i fundamentowanie specjalne',
        ['pale', 'ścianki szczelne', 'ściany szczelinowe', 'mikropale', 'jet grouting'],
        'Pale wiercone i prefabrykowane, ściany szczelinowe, ścianki szczelne, wzmacnianie podłoża.',
      ],
      [
        104,
        'Odwodnienia wykopów',
        ['odwodnienie', 'igłofiltry', 'depresja wód gruntowych'],
        'Odwodnienia igłofiltrowe i studniami depresyjnymi, pompowanie wód gruntowych.',
      ],
      [
        105,
        'Geodezja i pomiary',
        ['geodeta', 'tyczenie', 'inwentaryzacja powykonawcza', 'mapa do celów projektowych'],
        'Obsługa geodezyjna budowy, tyczenie obiektów, inwentaryzacje powykonawcze.',
      ],
      [
        106,
        'Badania geotechniczne',
        ['geotechnika', 'odwierty', 'badania gruntu', 'sondowanie'],
        'Badania podłoża gruntowego, dokumentacje geotechniczne i geologiczno-inżynierskie.',
      ],
      [
        107,
        'Rekultywacja i niwelacja terenu',
        ['niwelacja', 'rekultywacja', 'humusowanie', 'makroniwelacja'],
        'Niwelacja terenu, zdjęcie humusu, rekultywacja gruntów zdegradowanych.',
      ],
    ],
  },
  {
    id: 2,
    title: 'Konstrukcje',
    keywords: ['konstrukcja', 'stan surowy', 'roboty konstrukcyjne'],
    description: 'Wykonawstwo konstrukcji nośnych budynków i obiektów: żelbet, prefabrykaty, stal, drewno, mury.',
    children: [
      [
        201,
        'Konstrukcje żelbetowe monolityczne',
        ['żelbet', 'beton', 'betonowanie', 'stropy', 'stan surowy'],
        'Fundamenty, ściany, słupy i stropy żelbetowe wylewane na budowie.',
      ],
      [
        202,
        'Prefabrykacja betonowa',
        ['prefabrykaty', 'płyty kanałowe', 'filigran', 'elementy prefabrykowane'],
        'Montaż prefabrykowanych elementów żelbetowych i sprężonych.',
      ],
      [
        203,
        'Konstrukcje stalowe',
        ['stal', 'hala stalowa', 'spawanie', 'montaż konstrukcji'],
        'Wytwarzanie i montaż konstrukcji stalowych hal, wiat, antresol i budynków.',
      ],
      [
        204,
        'Konstrukcje drewniane',
        ['drewno', 'CLT', 'szkielet drewniany', 'drewno klejone'],
        'Budynki w konstrukcji szkieletowej, z drewna klejonego i CLT.',
      ],
      [
        205,
        'Roboty murowe',
        ['murowanie', 'mury', 'ściany działowe', 'bloczki', 'cegła'],
        'Ściany nośne i działowe z cegły, pustaków, bloczków silikatowych i betonu komórkowego.',
      ],
      [
        206,
        'Szalunki i rusztowania',
        ['szalunki', 'deskowanie', 'rusztowania', 'stemple'],
        'Systemowe deskowania ścian i stropów, rusztowania robocze i podporowe.',
      ],
      [
        207,
        'Zbrojenie',
        ['zbrojarz', 'pręty zbrojeniowe', 'siatki', 'gięcie stali'],
        'Przygotowanie i montaż zbrojenia konstrukcji żelbetowych.',
      ],
    ],
  },
  {
    id: 3,
    title: 'Dachy',
    keywords: ['dach', 'dekarz', 'pokrycia dachowe'],
    description: 'Więźby, pokrycia dachowe, dachy płaskie, obróbki blacharskie i odwodnienia dachów.',
    children: [
      [
        301,
        'Pokrycia dachowe',
        ['dachówka', 'blachodachówka', 'papa', 'dekarstwo'],
        'Pokrycia z dachówki ceramicznej i betonowej, blachy, gontu i papy.',
      ],
      [
        302,
        'Więźby dachowe',
        ['więźba', 'ciesielka', 'krokwie', 'wiązary'],
        'Wykonawstwo tradycyjnych więźb ciesielskich i montaż wiązarów prefabrykowanych.',
      ],
      [
        303,
        'Dachy płaskie i membrany',
        ['membrana PVC', 'EPDM', 'stropodach', 'hydroizolacja dachu'],
        'Dachy płaskie z membran PVC, TPO i EPDM, papy termozgrzewalne, stropodachy.',
      ],
      [
        304,
        'Obróbki blacharskie i rynny',
        ['rynny', 'obróbki', 'blacharz', 'odwodnienie dachu'],
        'Obróbki blacharskie, systemy rynnowe, odwodnienia podciśnieniowe dachów.',
      ],
      [
        305,
        'Świetliki i klapy dymowe',
        ['świetlik', 'pasmo świetlne', 'klapa dymowa', 'oddymianie'],
        'Świetliki dachowe, pasma świetlne i klapy oddymiające w halach.',
      ],
      [
        306,
        'Dachy zielone',
        ['dach zielony', 'ogród na dachu', 'ekstensywny', 'intensywny'],
        'Ekstensywne i intensywne dachy zielone, tarasy na stropodachach.',
      ],
    ],
  },
  {
    id: 4,
    title: 'Instalacje sanitarne',
    keywords: ['instalacje sanitarne', 'hydraulik', 'instalacje wewnętrzne', 'HVAC'],
    description: 'Instalacje wodne, kanalizacyjne, grzewcze, gazowe, wentylacyjne i tryskaczowe wewnątrz budynków.',
    children: [
      [
        401,
        'Instalacje wodno-kanalizacyjne',
        ['wod-kan', 'hydraulika', 'kanalizacja wewnętrzna', 'woda'],
        'Wewnętrzne instalacje wody zimnej, ciepłej i kanalizacji sanitarnej.',
      ],
      [
        402,
        'Instalacje grzewcze',
        ['ogrzewanie', 'CO', 'centralne ogrzewanie', 'kotłownia', 'ogrzewanie podłogowe'],
        'Instalacje centralnego ogrzewania, kotłownie, węzły cieplne, ogrzewanie podłogowe.',
      ],
      [
        403,
        'Wentylacja i klimatyzacja',
        ['wentylacja', 'klimatyzacja', 'rekuperacja', 'centrale wentylacyjne', 'HVAC'],
        'Wentylacja mechaniczna, rekuperacja, klimatyzacja VRF i chłodnictwo.',
      ],
      [
        404,
        'Instalacje gazowe',
        ['gaz', 'instalacja gazowa', 'gazownik'],
        'Wewnętrzne instalacje gazowe i przyłącza do kotłów.',
      ],
      [
        405,
        'Pompy ciepła i OZE cieplne',
        ['pompa ciepła', 'kolektory słoneczne', 'odnawialne źródła'],
        'Gruntowe i powietrzne pompy ciepła, kolektory słoneczne, magazyny ciepła.',
      ],
      [
        406,
        'Instalacje tryskaczowe i hydrantowe',
        ['tryskacze', 'sprinkler', 'hydranty', 'ppoż'],
        'Stałe urządzenia gaśnicze, instalacje tryskaczowe i hydrantowe.',
      ],
    ],
  },
  {
    id: 5,
    title: 'Instalacje elektryczne',
    keywords: ['elektryk', 'instalacje elektryczne', 'elektroinstalacje'],
    description: 'Instalacje elektryczne silno- i słaboprądowe, fotowoltaika, automatyka i oświetlenie.',
    children: [
      [
        501,
        'Instalacje elektryczne wewnętrzne',
        ['elektryka', 'okablowanie', 'rozdzielnice', 'gniazda'],
        'Instalacje oświetlenia i gniazd, rozdzielnice, tablice, WLZ.',
      ],
      [
        502,
        'Instalacje niskoprądowe i teletechniczne',
        ['teletechnika', 'okablowanie strukturalne', 'LAN', 'domofony', 'CCTV'],
        'Okablowanie strukturalne, telewizja dozorowa, domofony i sieci komputerowe.',
      ],
      [
        503,
        'Systemy sygnalizacji pożaru',
        ['SSP', 'DSO', 'sygnalizacja pożaru', 'oddymianie'],
        'Systemy sygnalizacji pożaru, dźwiękowe systemy ostrzegawcze, sterowanie oddymianiem.',
      ],
      [
        504,
        'Fotowoltaika',
        ['PV', 'panele słoneczne', 'instalacja fotowoltaiczna', 'farma fotowoltaiczna'],
        'Instalacje fotowoltaiczne dachowe i naziemne, magazyny energii.',
      ],
      [
        505,
        'Automatyka budynkowa BMS',
        ['BMS', 'automatyka', 'inteligentny budynek', 'KNX'],
        'Systemy zarządzania budynkiem, automatyka HVAC i oświetlenia.',
      ],
      [
        506,
        'Oświetlenie',
        ['oprawy', 'LED', 'oświetlenie zewnętrzne', 'oświetlenie uliczne'],
        'Oświetlenie wnętrz, iluminacje, oświetlenie drogowe i parkowe.',
      ],
      [
        507,
        'Stacje transformatorowe',
        ['stacja transformatorowa', 'SN', 'średnie napięcie', 'trafostacja'],
        'Kontenerowe i wnętrzowe stacje transformatorowe SN/nn.',
      ],
    ],
  },
  {
    id: 6,
    title: 'Wykończenia wnętrz',
    keywords: ['wykończenia', 'prace wykończeniowe', 'remonty wnętrz'],
    description: 'Tynki, posadzki, okładziny, sucha zabudowa, malowanie i sufity.',
    children: [
      [
        601,
        'Tynki i gładzie',
        ['tynki maszynowe', 'tynk gipsowy', 'gładź', 'szpachlowanie'],
        'Tynki gipsowe i cementowo-wapienne wykonywane maszynowo, gładzie.',
      ],
      [
        602,
        'Posadzki i wylewki',
        ['posadzka', 'wylewka', 'jastrych', 'posadzka żywiczna', 'posadzka przemysłowa'],
        'Wylewki cementowe i anhydrytowe, posadzki przemysłowe i żywiczne.',
      ],
      [
        603,
        'Płytki i okładziny ceramiczne',
        ['glazura', 'terakota', 'gres', 'płytkarz'],
        'Okładziny ścian i podłóg z płytek ceramicznych i gresu.',
      ],
      [
        604,
        'Sucha zabudowa',
        ['płyty gipsowo-kartonowe', 'g-k', 'ścianki działowe', 'zabudowa poddasza'],
        'Ściany działowe, okładziny i zabudowy z płyt gipsowo-kartonowych.',
      ],
      [
        605,
        'Malowanie',
        ['malarz', 'malowanie ścian', 'farby', 'roboty malarskie'],
        'Roboty malarskie wewnętrzne, malowanie natryskowe i powłoki specjalne.',
      ],
      [
        606,
        'Sufity podwieszane',
        ['sufit podwieszany', 'sufit kasetonowy', 'sufit akustyczny'],
        'Sufity modułowe, akustyczne i gipsowo-kartonowe.',
      ],
      [
        607,
        'Podłogi drewniane i wykładziny',
        ['parkiet', 'panele podłogowe', 'wykładzina', 'PCV'],
        'Parkiety, deski, panele, wykładziny dywanowe i PCV.',
      ],
    ],
  },
  {
    id: 7,
    title: 'Drogi i mosty',
    keywords: ['drogownictwo', 'infrastruktura drogowa', 'roboty drogowe'],
    description: 'Budowa i przebudowa dróg, nawierzchnie, obiekty mostowe, oznakowanie, infrastruktura kolejowa.',
    children: [
      [
        701,
        'Budowa dróg',
        ['droga', 'ulica', 'obwodnica', 'podbudowa', 'roboty drogowe'],
        'Budowa, rozbudowa i przebudowa dróg oraz ulic z podbudową i odwodnieniem.',
      ],
      [
        702,
        'Nawierzchnie bitumiczne',
        ['asfalt', 'masa bitumiczna', 'frezowanie', 'nakładka'],
        'Układanie nawierzchni asfaltowych, frezowanie, nakładki i remonty cząstkowe.',
      ],
      [
        703,
        'Obiekty mostowe',
        ['most', 'wiadukt', 'kładka', 'przepust', 'estakada'],
        'Mosty, wiadukty, kładki dla pieszych i przepusty.',
      ],
      [
        704,
        'Oznakowanie i bezpieczeństwo ruchu',
        ['oznakowanie poziome', 'znaki drogowe', 'bariery', 'sygnalizacja świetlna'],
        'Oznakowanie pionowe i poziome, bariery energochłonne, sygnalizacja świetlna.',
      ],
      [
        705,
        'Chodniki i kostka brukowa',
        ['kostka brukowa', 'chodnik', 'brukarstwo', 'krawężniki'],
        'Chodniki, zjazdy, place i parkingi z kostki brukowej i płyt.',
      ],
      [
        706,
        'Ekrany akustyczne',
        ['ekrany', 'ochrona przed hałasem', 'ekran dźwiękochłonny'],
        'Ekrany akustyczne przy drogach i liniach kolejowych.',
      ],
      [
        707,
        'Torowiska i infrastruktura kolejowa',
        ['tory', 'kolej', 'tramwaj', 'podtorze', 'trakcja'],
        'Budowa i modernizacja torowisk kolejowych i tramwajowych, sieci trakcyjne.',
      ],
    ],
  },
  {
    id: 8,
    title: 'Sieci zewnętrzne',
    keywords: ['sieci zewnętrzne', 'uzbrojenie terenu', 'przyłącza'],
    description: 'Sieci i przyłącza wodociągowe, kanalizacyjne, ciepłownicze, gazowe, energetyczne i teletechniczne.',
    children: [
      [
        801,
        'Sieci wodociągowe',
        ['wodociąg', 'sieć wodna', 'przyłącze wody'],
        'Budowa i przebudowa sieci wodociągowych i przyłączy.',
      ],
      [
        802,
        'Sieci kanalizacyjne',
        ['kanalizacja sanitarna', 'kanalizacja deszczowa', 'przepompownia', 'kanał'],
        'Kanalizacja sanitarna i deszczowa, przepompownie ścieków, zbiorniki retencyjne.',
      ],
      [
        803,
        'Sieci ciepłownicze',
        ['ciepłociąg', 'sieć ciepłownicza', 'rury preizolowane'],
        'Sieci ciepłownicze z rur preizolowanych, węzły i przyłącza.',
      ],
      [
        804,
        'Sieci gazowe',
        ['gazociąg', 'sieć gazowa', 'przyłącze gazowe'],
        'Gazociągi niskiego i średniego ciśnienia oraz przyłącza.',
      ],
      [
        805,
        'Sieci elektroenergetyczne',
        ['linie kablowe', 'linie napowietrzne', 'SN', 'nn', 'energetyka'],
        'Linie kablowe i napowietrzne średniego i niskiego napięcia, złącza kablowe.',
      ],
      [
        806,
        'Sieci teletechniczne i światłowody',
        ['światłowód', 'kanalizacja teletechniczna', 'FTTH'],
        'Kanalizacja teletechniczna, sieci światłowodowe, przyłącza FTTH.',
      ],
      [
        807,
        'Przewierty sterowane',
        ['HDD', 'przewiert', 'przecisk', 'mikrotunelowanie'],
        'Przewierty horyzontalne sterowane, przeciski i mikrotunelowanie.',
      ],
    ],
  },
  {
    id: 9,
    title: 'Stolarka',
    keywords: ['stolarka otworowa', 'okna i drzwi'],
    description: 'Okna, drzwi, bramy, fasady szklane i osłony przeciwsłoneczne.',
    children: [
      [
        901,
        'Okna',
        ['okna PCV', 'okna drewniane', 'okna aluminiowe', 'montaż okien'],
        'Dostawa i montaż okien PCV, drewnianych i aluminiowych.',
      ],
      [
        902,
        'Drzwi',
        ['drzwi wewnętrzne', 'drzwi zewnętrzne', 'drzwi techniczne'],
        'Drzwi wewnętrzne, wejściowe, techniczne i akustyczne.',
      ],
      [
        903,
        'Bramy garażowe i przemysłowe',
        ['brama segmentowa', 'brama przemysłowa', 'doki przeładunkowe'],
        'Bramy segmentowe, rolowane i szybkobieżne, doki przeładunkowe.',
      ],
      [
        904,
        'Fasady aluminiowo-szklane',
        ['ślusarka aluminiowa', 'fasada słupowo-ryglowa', 'szkło strukturalne'],
        'Fasady słupowo-ryglowe, elementowe i ściany osłonowe.',
      ],
      [
        905,
        'Stolarka przeciwpożarowa',
        ['drzwi ppoż', 'EI30', 'EI60', 'przeciwpożarowe'],
        'Drzwi, bramy i ścianki o odporności ogniowej.',
      ],
      [
        906,
        'Rolety i osłony przeciwsłoneczne',
        ['rolety', 'żaluzje', 'markizy', 'żaluzje fasadowe'],
        'Rolety zewnętrzne, żaluzje fasadowe i markizy.',
      ],
    ],
  },
  {
    id: 10,
    title: 'Elewacje',
    keywords: ['elewacja', 'fasada', 'termomodernizacja'],
    description: 'Docieplenia, elewacje wentylowane, tynki i okładziny zewnętrzne.',
    children: [
      [
        1001,
        'Docieplenia ETICS',
        ['docieplenie', 'styropian', 'wełna mineralna', 'termomodernizacja'],
        'Ocieplenia ścian metodą lekką-mokrą ze styropianu i wełny mineralnej.',
      ],
      [
        1002,
        'Elewacje wentylowane',
        ['płyty włóknocementowe', 'HPL', 'kaseta elewacyjna', 'elewacja wentylowana'],
        'Elewacje z płyt włóknocementowych, HPL, kaset i blach na podkonstrukcji.',
      ],
      [
        1003,
        'Tynki elewacyjne',
        ['tynk silikonowy', 'tynk mineralny', 'tynk akrylowy'],
        'Tynki cienkowarstwowe i renowacja elewacji.',
      ],
      [
        1004,
        'Okładziny kamienne i klinkierowe',
        ['klinkier', 'kamień', 'płytki elewacyjne', 'cegła licowa'],
        'Elewacje z klinkieru, cegły licowej i kamienia naturalnego.',
      ],
      [
        1005,
        'Renowacja elewacji zabytkowych',
        ['konserwacja', 'zabytki', 'sztukateria', 'renowacja'],
        'Prace konserwatorskie i odtworzeniowe na elewacjach zabytkowych.',
      ],
    ],
  },
  {
    id: 11,
    title: 'Projektowanie i nadzór',
    keywords: ['projektowanie', 'biuro projektowe', 'dokumentacja projektowa'],
    description: 'Projekty budowlane i wykonawcze wszystkich branż, nadzory, kosztorysy i audyty.',
    children: [
      [
        1101,
        'Projekty architektoniczne',
        ['architekt', 'projekt budowlany', 'koncepcja', 'pracownia architektoniczna'],
        'Koncepcje, projekty budowlane i wykonawcze części architektonicznej.',
      ],
      [
        1102,
        'Projekty konstrukcyjne',
        ['konstruktor', 'obliczenia statyczne', 'projekt konstrukcji'],
        'Projekty konstrukcji budynków i obiektów inżynierskich.',
      ],
      [
        1103,
        'Projekty instalacyjne',
        ['projektant instalacji', 'projekt HVAC', 'projekt elektryczny'],
        'Projekty instalacji sanitarnych, elektrycznych i teletechnicznych.',
      ],
      [
        1104,
        'Projekty drogowe i mostowe',
        ['projekt drogi', 'projekt mostu', 'organizacja ruchu'],
        'Dokumentacja dróg, mostów i projekty organizacji ruchu.',
      ],
      [
        1105,
        'Nadzór inwestorski',
        ['inspektor nadzoru', 'inżynier kontraktu', 'nadzór budowlany'],
        'Nadzór inwestorski wszystkich branż, pełnienie funkcji inżyniera kontraktu.',
      ],
      [
        1106,
        'Kosztorysowanie',
        ['kosztorys', 'przedmiar', 'kosztorysant'],
        'Kosztorysy inwestorskie i ofertowe, przedmiary robót.',
      ],
      [
        1107,
        'Audyty energetyczne i BIM',
        ['audyt energetyczny', 'świadectwo charakterystyki', 'BIM', 'modelowanie'],
        'Audyty energetyczne, świadectwa charakterystyki energetycznej, modelowanie BIM.',
      ],
    ],
  },
  {
    id: 12,
    title: 'Materiały budowlane',
    keywords: ['materiały budowlane', 'hurtownia budowlana', 'dostawy materiałów'],
    description: 'Produkcja i dostawy materiałów budowlanych na budowy.',
    children: [
      [
        1201,
        'Beton towarowy',
        ['beton', 'betoniarnia', 'pompa do betonu', 'gruszka'],
        'Dostawy betonu towarowego i pompowanie.',
      ],
      [
        1202,
        'Stal zbrojeniowa',
        ['pręty', 'stal', 'siatki zbrojeniowe'],
        'Dostawy stali zbrojeniowej cięto-giętej i siatek.',
      ],
      [
        1203,
        'Kruszywa',
        ['piasek', 'żwir', 'tłuczeń', 'kruszywo łamane'],
        'Piasek, żwir, kruszywa łamane i mieszanki do podbudów.',
      ],
      [
        1204,
        'Ceramika budowlana i bloczki',
        ['pustaki', 'cegły', 'silikaty', 'beton komórkowy'],
        'Pustaki ceramiczne, cegły, bloczki silikatowe i z betonu komórkowego.',
      ],
      [
        1205,
        'Materiały izolacyjne',
        ['izolacja', 'styropian', 'wełna', 'papa', 'hydroizolacja'],
        'Izolacje termiczne, akustyczne i przeciwwilgociowe.',
      ],
      [
        1206,
        'Chemia budowlana',
        ['kleje', 'zaprawy', 'grunty', 'masy uszczelniające'],
        'Zaprawy, kleje, masy i preparaty budowlane.',
      ],
      [
        1207,
        'Drewno i płyty drewnopochodne',
        ['tarcica', 'drewno konstrukcyjne', 'OSB', 'sklejka'],
        'Tarcica konstrukcyjna, drewno klejone, płyty OSB i sklejki.',
      ],
      [
        1208,
        'Prefabrykaty betonowe',
        ['kręgi', 'krawężniki', 'płyty drogowe', 'studnie'],
        'Elementy prefabrykowane: studnie, kręgi, krawężniki, płyty.',
      ],
    ],
  },
  {
    id: 13,
    title: 'Zagospodarowanie terenu',
    keywords: ['zagospodarowanie terenu', 'mała architektura', 'tereny zewnętrzne'],
    description: 'Zieleń, ogrodzenia, place zabaw, mała architektura i nawierzchnie zewnętrzne.',
    children: [
      [
        1301,
        'Tereny zielone',
        ['zieleń', 'nasadzenia', 'trawniki', 'pielęgnacja zieleni'],
        'Zakładanie i pielęgnacja terenów zielonych, nasadzenia drzew.',
      ],
      [
        1302,
        'Ogrodzenia',
        ['ogrodzenie', 'panele ogrodzeniowe', 'bramy wjazdowe'],
        'Ogrodzenia panelowe, siatkowe i murowane, bramy i furtki.',
      ],
      [
        1303,
        'Place zabaw i mała architektura',
        ['plac zabaw', 'siłownia plenerowa', 'ławki', 'wiaty'],
        'Place zabaw, siłownie plenerowe, ławki, wiaty i elementy małej architektury.',
      ],
      [
        1304,
        'Boiska i nawierzchnie sportowe',
        ['boisko', 'sztuczna trawa', 'nawierzchnia poliuretanowa', 'bieżnia'],
        'Boiska ze sztuczną trawą, nawierzchnie poliuretanowe, bieżnie.',
      ],
    ],
  },
  {
    id: 14,
    title: 'Wyposażenie i technologia',
    keywords: ['wyposażenie', 'technologia', 'instalacje technologiczne'],
    description: 'Dźwigi, systemy bezpieczeństwa, wyposażenie technologiczne obiektów.',
    children: [
      [
        1401,
        'Dźwigi i schody ruchome',
        ['winda', 'dźwig osobowy', 'schody ruchome', 'platforma'],
        'Dźwigi osobowe i towarowe, schody ruchome, platformy dla niepełnosprawnych.',
      ],
      [
        1402,
        'Wyposażenie kuchni i gastronomii',
        ['kuchnia przemysłowa', 'gastronomia', 'zmywalnie'],
        'Technologia i wyposażenie kuchni zbiorowego żywienia.',
      ],
      [
        1403,
        'Systemy kontroli dostępu i zabezpieczeń',
        ['kontrola dostępu', 'SSWiN', 'alarm', 'monitoring'],
        'Systemy kontroli dostępu, sygnalizacji włamania i napadu.',
      ],
      [
        1404,
        'Wyposażenie medyczne',
        ['gazy medyczne', 'wyposażenie szpitala', 'sale operacyjne'],
        'Instalacje gazów medycznych, wyposażenie sal operacyjnych i gabinetów.',
      ],
      [
        1405,
        'Regały i systemy magazynowe',
        ['regały', 'antresole', 'magazyn wysokiego składowania'],
        'Regały paletowe, antresole i automatyka magazynowa.',
      ],
    ],
  },
  {
    id: 15,
    title: 'Usługi sprzętowe i transport',
    keywords: ['wynajem sprzętu', 'transport budowlany', 'usługi sprzętowe'],
    description: 'Wynajem maszyn i żurawi, transport materiałów i odpadów budowlanych.',
    children: [
      [
        1501,
        'Wynajem żurawi',
        ['dźwig', 'żuraw wieżowy', 'żuraw samojezdny', 'HDS'],
        'Żurawie wieżowe i samojezdne z obsługą operatorską.',
      ],
      [
        1502,
        'Transport materiałów',
        ['transport', 'wywrotki', 'transport ciężki'],
        'Transport wywrotkami, niskopodwoziowy i dostawy materiałów.',
      ],
      [
        1503,
        'Wynajem sprzętu budowlanego',
        ['wynajem koparki', 'ładowarka', 'podnośniki', 'zagęszczarki'],
        'Wynajem koparek, ładowarek, podnośników i drobnego sprzętu.',
      ],
      [
        1504,
        'Odpady budowlane',
        ['kontenery', 'wywóz gruzu', 'utylizacja odpadów'],
        'Kontenery na odpady, wywóz i recykling gruzu.',
      ],
    ],
  },
  {
    id: 16,
    title: 'Hydrotechnika i ochrona środowiska',
    keywords: ['hydrotechnika', 'gospodarka wodna', 'ochrona środowiska'],
    description: 'Budowle wodne, oczyszczalnie ścieków, stacje uzdatniania wody, ochrona przeciwpowodziowa.',
    children: [
      [
        1601,
        'Regulacja rzek i wały przeciwpowodziowe',
        ['wał', 'regulacja rzeki', 'ochrona przeciwpowodziowa'],
        'Budowa i modernizacja wałów, regulacja cieków, umocnienia koryt.',
      ],
      [
        1602,
        'Oczyszczalnie ścieków',
        ['oczyszczalnia', 'technologia ścieków', 'osadnik'],
        'Budowa i modernizacja oczyszczalni ścieków, technologia oczyszczania.',
      ],
      [
        1603,
        'Stacje uzdatniania wody',
        ['SUW', 'uzdatnianie wody', 'ujęcie wody', 'studnie głębinowe'],
        'Stacje uzdatniania wody, ujęcia i studnie głębinowe.',
      ],
      [
        1604,
        'Zbiorniki retencyjne i budowle wodne',
        ['zbiornik retencyjny', 'jaz', 'zapora', 'nabrzeże'],
        'Zbiorniki retencyjne, jazy, zapory, nabrzeża i umocnienia brzegów.',
      ],
    ],
  },
  {
    id: 17,
    title: 'Zarządzanie inwestycją',
    keywords: ['inwestor', 'generalny wykonawca', 'zarządzanie budową'],
    description: 'Role całościowe w inwestycji: inwestor, generalne wykonawstwo, zarządzanie projektem.',
    children: [
      [
        1701,
        'Inwestor i deweloper',
        ['inwestor', 'deweloper', 'zamawiający'],
        'Podmiot finansujący i zamawiający inwestycję.',
      ],
      [
        1702,
        'Generalne wykonawstwo',
        ['generalny wykonawca', 'GW', 'kompleksowa realizacja', 'wykonawstwo'],
        'Kompleksowa realizacja inwestycji w systemie generalnego wykonawstwa.',
      ],
      [
        1703,
        'Zarządzanie projektem budowlanym',
        ['project management', 'zastępstwo inwestycyjne', 'inwestor zastępczy'],
        'Zastępstwo inwestycyjne i zarządzanie procesem budowlanym.',
      ],
    ],
  },
];

export const INDUSTRY = { investor: 1701, generalContractor: 1702, projectManagement: 1703 } as const;

export const industryRoot = (id: number): number => (id < 100 ? id : Math.floor(id / 100));

export type IndustryRow = {
  id: number;
  parentId: number | null;
  title: string;
  keywords: string[];
  description: string;
  sortOrder: number;
};

export const industryRows = (): IndustryRow[] =>
  INDUSTRY_TREE.flatMap((root, i) => [
    {
      id: root.id,
      parentId: null,
      title: root.title,
      keywords: [...root.keywords],
      description: root.description,
      sortOrder: i + 1,
    },
    ...root.children.map(([id, title, keywords, description], j) => ({
      id,
      parentId: root.id,
      title,
      keywords: [...keywords],
      description,
      sortOrder: j + 1,
    })),
  ]);
