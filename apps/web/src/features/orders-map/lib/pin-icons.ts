import { ORDERS_MAP } from '@platform/shared';
import { divIcon } from 'leaflet';

/** Sector roots of spec 2.10: 1 house, 2 factory, 3 another sector (road and bridge works). */
const GLYPHS: Record<number, string> = {
  1: 'M20 11 9 20v12h7v-7h8v7h7V20z',
  2: 'M9 32V19l6 4v-4l6 4v-4l6 4V12h4v20z',
  3: 'M8 30h24v3H8zM10 22c4-6 16-6 20 0v8h-3v-6c-3-3-11-3-14 0v6h-3z',
};
const COLOURS: Record<number, string> = { 1: '#1d4ed8', 2: '#9a3412', 3: '#047857' };
const OTHER = '#57534e';

const pinSvg = (sectorId: number | null, active: boolean) => {
  const colour = (sectorId !== null && COLOURS[sectorId]) || OTHER;
  const glyph = (sectorId !== null && GLYPHS[sectorId]) || GLYPHS[3];
  // the active pin is colour-inverted: white body, coloured outline and glyph
  const [body, mark] = active ? ['#ffffff', colour] : [colour, '#ffffff'];
  const [w, h] = ORDERS_MAP.pinSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 40 55" aria-hidden="true">
    <path d="M20 53C20 53 2 31 2 19a18 18 0 0 1 36 0c0 12-18 34-18 34z" fill="${body}" stroke="${colour}" stroke-width="3"/>
    <path d="${glyph}" fill="${mark}"/></svg>`;
};

const cache = new Map<string, ReturnType<typeof divIcon>>();

/** The 40x55 pin of a sector, anchored at its tip. */
export const pinIcon = (sectorId: number | null, active: boolean) => {
  const key = `${sectorId}:${active}`;
  let icon = cache.get(key);
  if (!icon) {
    const [w, h] = ORDERS_MAP.pinSize;
    icon = divIcon({
      html: pinSvg(sectorId, active),
      className: `map-pin${active ? ' map-pin--active' : ''}`,
      iconSize: [w, h],
      iconAnchor: [w / 2, h],
    });
    cache.set(key, icon);
  }
  return icon;
};

/** A round bubble with a number (voivodeship counts and clusters), sized by its digits. */
export const bubbleIcon = (label: string, tone: 'province' | 'cluster') => {
  const size = 34 + Math.min(4, label.length) * 6;
  return divIcon({
    html: `<span>${label}</span>`,
    className: `map-bubble map-bubble--${tone}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
};
