import type { Province, ProvinceCount } from '@platform/shared';
import { MapMarker } from '@/components/map/map-marker';
import { bubbleIcon } from '../lib/pin-icons';

type Props = { provinces: readonly Province[]; counts: readonly ProvinceCount[]; onPick: (province: Province) => void };

/** At the minimum zoom: one bubble per voivodeship with its order count; a click flies to it (spec 2.10). */
export const ProvinceBubbles = ({ provinces, counts, onPick }: Props) => {
  const countOf = new Map(counts.map((c) => [c.provinceId, c.count]));
  return provinces.map((p) => (
    <MapMarker
      key={p.id}
      position={[p.latitude, p.longitude]}
      icon={bubbleIcon(String(countOf.get(p.id) ?? 0), 'province')}
      onClick={() => onPick(p)}
      title={`${p.name}: ${countOf.get(p.id) ?? 0}`}
      alt={p.name}
      tooltip={p.name}
    />
  ));
};
