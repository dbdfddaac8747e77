import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { districtDisplayName } from './district-name.js';

// the powiat list the seed loads (TERYT names as GUS writes them)
const csv = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../apps/api/src/db/data/powiaty.csv');

describe('districtDisplayName', () => {
  it('writes every TERYT powiat as TERYT does, from its stored lower case', () => {
    const names = fs
      .readFileSync(csv, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1] as string);
    expect(names).toHaveLength(380);
    for (const name of names) expect(districtDisplayName(name.toLocaleLowerCase('pl'))).toBe(name);
  });

  it('capitalises the cities with powiat rights, keeps the land powiats small', () => {
    expect(districtDisplayName('kielce')).toBe('Kielce');
    expect(districtDisplayName('bielsko-biała')).toBe('Bielsko-Biała');
    expect(districtDisplayName('gorzów wielkopolski')).toBe('Gorzów Wielkopolski');
    expect(districtDisplayName('kielecki')).toBe('kielecki');
    expect(districtDisplayName('warszawski zachodni')).toBe('warszawski zachodni');
  });
});
