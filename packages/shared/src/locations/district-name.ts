/**
 * A powiat's name as TERYT writes it, from the lower case it is stored in (spec platform 3.2,
 * "Location": district and province names are stored in lower case). A land powiat is named by an
 * adjective written small ('powiat kielecki', 'łódzki wschodni'); a city with powiat rights by the
 * city's proper name ('Kielce', 'Jelenia Góra', 'Bielsko-Biała'). The adjective's ending tells them
 * apart: it holds for all 380 powiats of TERYT (apps/api/src/db/data/powiaty.csv, checked by its test).
 */
const LAND_POWIAT = /(ski|cki|dzki)$/u;

const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('pl') + word.slice(1);

export const districtDisplayName = (stored: string): string => {
  const name = stored.trim();
  const first = name.split(' ')[0] ?? '';
  if (LAND_POWIAT.test(first)) return name;
  return name
    .split(' ')
    .map((word) => word.split('-').map(capitalise).join('-'))
    .join(' ');
};
