import { divIcon } from 'leaflet';

/** A round bubble with a number (voivodeship counts, clusters, several investments at one address). */
export const countIcon = (label: string, tone: 'province' | 'cluster' | 'address') => {
  const size = 30 + Math.min(4, label.length) * 6;
  return divIcon({
    html: `<span>${label}</span>`,
    className: `investment-bubble investment-bubble--${tone}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
};

const PIN = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="38" viewBox="0 0 40 55" aria-hidden="true">
  <path d="M20 53C20 53 2 31 2 19a18 18 0 0 1 36 0c0 12-18 34-18 34z" fill="#1d4ed8" stroke="#fff" stroke-width="3"/>
  <circle cx="20" cy="19" r="7" fill="#fff"/></svg>`;

/** One investment's pin, anchored at its tip. */
export const pinIcon = divIcon({ html: PIN, className: 'investment-pin', iconSize: [28, 38], iconAnchor: [14, 38] });

/** 'west,south,east,north' of a Leaflet bounds, rounded outwards to 4 decimals (a stable cache key). */
export const bboxOf = (b: { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number }) =>
  [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]
    .map((v, i) => {
      const rounded = i < 2 ? Math.floor(v * 1e4) / 1e4 : Math.ceil(v * 1e4) / 1e4;
      return Math.min(i % 2 === 0 ? 180 : 90, Math.max(i % 2 === 0 ? -180 : -90, rounded));
    })
    .join(',');
