import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from './csv.js';

/** The geographic data files copied from the shared data set (see ../data/SOURCES.md). */
const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

const readText = (file: string): string => readFileSync(path.join(dataDir, file), 'utf8');

type CityPoint = { nazwa: string; lat: number; lon: number; teryt_gmina: string };

export type VoivodeshipMeta = {
  teryt: string;
  nazwa: string;
  siedziba_wojewody: CityPoint;
  siedziba_sejmiku: CityPoint;
  bbox: { min_lon: number; min_lat: number; max_lon: number; max_lat: number };
};

/** The 16 voivodeships ordered by TERYT code (02 ... 32). */
export const readVoivodeships = (): VoivodeshipMeta[] => {
  const list = JSON.parse(readText('wojewodztwa-meta.json')) as VoivodeshipMeta[];
  return [...list].sort((a, b) => a.teryt.localeCompare(b.teryt));
};

export type PowiatRow = { teryt: string; nazwa: string; teryt_woj: string; label_lat: string; label_lon: string };

export const readPowiaty = (): PowiatRow[] => parseCsv(readText('powiaty.csv')) as PowiatRow[];

export type MiejscowoscRow = {
  nazwa: string;
  rodzaj: string;
  lat: string;
  lon: string;
  ludnosc: string;
  gmina: string;
  gmina_typ: string;
  teryt_gmina: string;
  teryt_powiat: string;
  teryt_woj: string;
};

export const readMiejscowosci = (): MiejscowoscRow[] => parseCsv(readText('miejscowosci.csv')) as MiejscowoscRow[];
