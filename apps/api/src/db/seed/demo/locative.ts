/**
 * Polish locative case of a place name ("w Strykowie", "we Wrocławiu") for investment names.
 * Irregular names come from a table; single words follow safe ending rules, "noun + adjective" names
 * ("Lidzbark Warmiński") decline both words; anything else returns null and the caller writes the name
 * in the nominative ("w miejscowości Nowa Wieś").
 */
const IRREGULAR: Record<string, string> = {
  Łódź: 'Łodzi',
  Białystok: 'Białymstoku',
  Bydgoszcz: 'Bydgoszczy',
  Gniezno: 'Gnieźnie',
  Zakopane: 'Zakopanem',
  Sopot: 'Sopocie',
  Kołobrzeg: 'Kołobrzegu',
  Elbląg: 'Elblągu',
  Olsztyn: 'Olsztynie',
  Świnoujście: 'Świnoujściu',
  Zielona_Góra: 'Zielonej Górze',
  Jelenia_Góra: 'Jeleniej Górze',
  Nowy_Sącz: 'Nowym Sączu',
  Nowy_Targ: 'Nowym Targu',
  Gorzów_Wielkopolski: 'Gorzowie Wielkopolskim',
  Ostrów_Wielkopolski: 'Ostrowie Wielkopolskim',
  Piotrków_Trybunalski: 'Piotrkowie Trybunalskim',
  Tomaszów_Mazowiecki: 'Tomaszowie Mazowieckim',
  Mińsk_Mazowiecki: 'Mińsku Mazowieckim',
  Grodzisk_Mazowiecki: 'Grodzisku Mazowieckim',
  Dąbrowa_Górnicza: 'Dąbrowie Górniczej',
  Ruda_Śląska: 'Rudzie Śląskiej',
  Tarnowskie_Góry: 'Tarnowskich Górach',
  Stalowa_Wola: 'Stalowej Woli',
  Bielsko_Biała: 'Bielsku-Białej',
  Kędzierzyn_Koźle: 'Kędzierzynie-Koźlu',
  Jastrzębie_Zdrój: 'Jastrzębiu-Zdroju',
  Siemianowice_Śląskie: 'Siemianowicach Śląskich',
  Starachowice: 'Starachowicach',
  Nowa_Sól: 'Nowej Soli',
  Biała_Podlaska: 'Białej Podlaskiej',
  Zduńska_Wola: 'Zduńskiej Woli',
  Wodzisław_Śląski: 'Wodzisławiu Śląskim',
  Nowy_Dwór_Mazowiecki: 'Nowym Dworze Mazowieckim',
  Środa_Wielkopolska: 'Środzie Wielkopolskiej',
  Środa_Śląska: 'Środzie Śląskiej',
  Ostrowiec_Świętokrzyski: 'Ostrowcu Świętokrzyskim',
  Skarżysko_Kamienna: 'Skarżysku-Kamiennej',
  Kalisz: 'Kaliszu',
  Kielce: 'Kielcach',
  Płock: 'Płocku',
  Wisła: 'Wiśle',
  Jasło: 'Jaśle',
  Krasnystaw: 'Krasnymstawie',
  Chodzież: 'Chodzieży',
  Łańcut: 'Łańcucie',
  Gołdap: 'Gołdapi',
  Czeladź: 'Czeladzi',
  Ostrów_Mazowiecka: 'Ostrowi Mazowieckiej',
  Łaziska_Górne: 'Łaziskach Górnych',
  Nowy_Dwór_Gdański: 'Nowym Dworze Gdańskim',
  Nowe_Miasto_Lubawskie: 'Nowym Mieście Lubawskim',
  Nowe_Miasto_nad_Pilicą: 'Nowym Mieście nad Pilicą',
  Dobre_Miasto: 'Dobrym Mieście',
  Stary_Sącz: 'Starym Sączu',
  Kamienna_Góra: 'Kamiennej Górze',
  Góra_Kalwaria: 'Górze Kalwarii',
  Nowa_Ruda: 'Nowej Rudzie',
  Nowa_Dęba: 'Nowej Dębie',
  Nowy_Tomyśl: 'Nowym Tomyślu',
  Solec_Kujawski: 'Solcu Kujawskim',
  Międzyrzec_Podlaski: 'Międzyrzecu Podlaskim',
  Konstancin_Jeziorna: 'Konstancinie-Jeziornie',
  Czechowice_Dziedzice: 'Czechowicach-Dziedzicach',
  Jelcz_Laskowice: 'Jelczu-Laskowicach',
  Golub_Dobrzyń: 'Golubiu-Dobrzyniu',
  Boguszów_Gorce: 'Boguszowie-Gorcach',
  Czerwionka_Leszczyny: 'Czerwionce-Leszczynach',
  Ełk: 'Ełku',
  Sierpc: 'Sierpcu',
  Słupca: 'Słupcy',
  Grójec: 'Grójcu',
  Biskupiec: 'Biskupcu',
  Miastko: 'Miastku',
  Drezdenko: 'Drezdenku',
  Łobez: 'Łobzie',
  Pasłęk: 'Pasłęku',
  Oświęcim: 'Oświęcimiu',
  Murowana_Goślina: 'Murowanej Goślinie',
  Biała: 'Białej',
  Dobra: 'Dobrej',
  Sucha: 'Suchej',
  Złota: 'Złotej',
  Linia: 'Linii',
  Wizna: 'Wiźnie',
};

/** [ending, replacement], longest first within each family. */
const RULES: readonly (readonly [string, string])[] = [
  ['skie', 'skich'],
  ['cze', 'czach'],
  ['sze', 'szu'],
  ['cie', 'ciu'],
  ['nie', 'niu'],
  ['owice', 'owicach'],
  ['ice', 'icach'],
  ['yce', 'ycach'],
  ['ce', 'cach'],
  ['ki', 'kach'],
  ['iska', 'iskach'],
  ['chy', 'chach'],
  ['ów', 'owie'],
  ['owo', 'owie'],
  ['ewo', 'ewie'],
  ['awa', 'awie'],
  ['owa', 'owie'],
  ['ica', 'icy'],
  ['yca', 'ycy'],
  ['nia', 'ni'],
  ['yja', 'yi'],
  ['ia', 'i'],
  ['ża', 'ży'],
  ['ola', 'oli'],
  ['da', 'dzie'],
  ['sa', 'sie'],
  ['ka', 'ce'],
  ['ła', 'le'],
  ['ra', 'rze'],
  ['na', 'nie'],
  ['sko', 'sku'],
  ['cko', 'cku'],
  ['zko', 'zku'],
  ['sno', 'śnie'],
  ['rzno', 'rznie'],
  ['czno', 'cznie'],
  ['szno', 'sznie'],
  ['zno', 'źnie'],
  ['no', 'nie'],
  ['ło', 'le'],
  ['sk', 'sku'],
  ['ck', 'cku'],
  ['wiec', 'wcu'],
  ['lec', 'lcu'],
  ['niec', 'ńcu'],
  ['iek', 'ieku'],
  ['ek', 'ku'],
  ['ik', 'iku'],
  ['yk', 'yku'],
  ['ak', 'aku'],
  ['eg', 'egu'],
  ['ąg', 'ągu'],
  ['rk', 'rku'],
  ['ok', 'oku'],
  ['in', 'inie'],
  ['yn', 'ynie'],
  ['ań', 'aniu'],
  ['uń', 'uniu'],
  ['oń', 'oniu'],
  ['yń', 'yniu'],
  ['an', 'anie'],
  ['or', 'orze'],
  ['aj', 'aju'],
  ['rd', 'rdzie'],
  ['ód', 'odzie'],
  ['órz', 'orzu'],
  ['ierz', 'ierzu'],
  ['cz', 'czu'],
  ['ąż', 'ążu'],
  ['łm', 'łmie'],
  ['em', 'emie'],
  ['aw', 'awiu'],
  ['ew', 'ewie'],
  ['om', 'omiu'],
  ['sz', 'szu'],
  ['ch', 'chu'],
  ['dz', 'dzu'],
  ['ść', 'ściu'],
  ['śl', 'ślu'],
  ['rze', 'rzu'],
  ['le', 'lu'],
  ['y', 'ach'],
];

const singleWord = (word: string): string | null => {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // Adjectival names: consonant + "na" (Leśna, Rudna, Łęczna) -> "w Leśnej"; Brenna and Skawina are nouns.
  if (/[^aąeęioóuyn]na$/.test(word)) return `${word.slice(0, -1)}ej`;
  for (const [ending, replacement] of RULES) {
    if (word.endsWith(ending) && word.length > ending.length) {
      return word.slice(0, word.length - ending.length) + replacement;
    }
  }
  return null;
};

/** First words that are adjectives ("Nowa Wieś", "Stary Sącz"): such names are left undeclined. */
const ADJECTIVE_FIRST =
  /^(Now|Star|Biał|Czarn|Wielk|Mał|Dobr|Górn|Doln|Zielon|Wysok|Such|Złot|Kamienn|Jeleni|Stalow|Zduńsk|Krasn|Wol)(y|a|e|i)$/;

/** "Podlaski" -> "Podlaskim", "Śląska" -> "Śląskiej", "Opolskie" -> "Opolskich" / "Pomorskim". */
const adjective = (word: string, pluralNoun: boolean): string | null => {
  if (/(ski|cki|dzki|ny)$/.test(word)) return `${word}m`;
  if (/(ska|cka|dzka)$/.test(word)) return `${word.slice(0, -1)}iej`;
  if (/[rld]na$/.test(word)) return `${word.slice(0, -1)}ej`;
  if (/(skie|ckie|dzkie)$/.test(word)) return pluralNoun ? `${word.slice(0, -1)}ch` : `${word.slice(0, -1)}m`;
  return null;
};

export const locative = (name: string): string | null => {
  const irregular = IRREGULAR[name.replace(/[ -]/g, '_')];
  if (irregular) return irregular;
  const spa = /^(\S+)-Zdrój$/.exec(name);
  if (spa?.[1]) {
    const first = singleWord(spa[1]);
    return first ? `${first}-Zdroju` : null;
  }
  const riverside = /^(\S+) (nad|pod) (.+)$/.exec(name);
  if (riverside?.[1]) {
    const first = singleWord(riverside[1]);
    return first ? `${first} ${riverside[2]} ${riverside[3]}` : null;
  }
  const words = name.split(' ');
  if (words.length === 2 && !name.includes('-')) {
    const [noun, adj] = words as [string, string];
    if (ADJECTIVE_FIRST.test(noun)) return null;
    const first = singleWord(noun);
    const second = first ? adjective(adj, first.endsWith('ach')) : null;
    return first && second ? `${first} ${second}` : null;
  }
  if (/[ -]/.test(name)) return null;
  return singleWord(name);
};

/** "w Strykowie" / "we Wrocławiu"; null when the locative is not known. */
export const inPlace = (name: string): string | null => {
  const form = locative(name);
  if (!form) return null;
  return /^[WwFf][^aąeęioóuy]/.test(form) ? `we ${form}` : `w ${form}`;
};

/** " w Strykowie" when the locative is known, otherwise " w miejscowości Stryków" (ready to append to a name). */
export const placeSuffix = (name: string): string => ` ${inPlace(name) ?? `w miejscowości ${name}`}`;
