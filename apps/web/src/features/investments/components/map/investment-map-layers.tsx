import {
  formatNumber,
  formatPln,
  type InvestmentPins,
  type InvestmentProvinceCount,
  type Province,
} from '@platform/shared';
import { Link } from 'react-router';
import { useLeafletMap } from '@/components/map/map-context';
import { MapMarker } from '@/components/map/map-marker';
import { paths } from '@/config/paths';
import { countIcon, pinIcon } from '../../lib/map-icons';

type BubblesProps = { provinces: readonly Province[]; counts: readonly InvestmentProvinceCount[] };

/** Below the province zoom: one bubble per voivodeship with its count; a click flies to it. */
export const ProvinceBubbles = ({ provinces, counts }: BubblesProps) => {
  const map = useLeafletMap();
  const byId = new Map(counts.map((c) => [c.provinceId, c]));
  return provinces.map((p) => {
    const count = byId.get(p.id)?.count ?? 0;
    return (
      <MapMarker
        key={p.id}
        position={[p.latitude, p.longitude]}
        icon={countIcon(formatNumber(count), 'province')}
        onClick={() =>
          map.flyToBounds([
            [p.bbox.minLat, p.bbox.minLng],
            [p.bbox.maxLat, p.bbox.maxLng],
          ])
        }
        title={`${p.name}: ${count}`}
        alt={p.name}
        tooltip={`${p.name}: ${formatPln(byId.get(p.id)?.valuePln ?? 0)}`}
      />
    );
  });
};

/** The pins of the view (a pin at an address with several investments lists them) or the server's clusters. */
export const PinLayer = ({ pins }: { pins: InvestmentPins }) => {
  const map = useLeafletMap();
  return (
    <>
      {pins.clusters.map((c) => (
        <MapMarker
          key={`c${c.coordinates.x},${c.coordinates.y}`}
          position={[c.coordinates.y, c.coordinates.x]}
          icon={countIcon(formatNumber(c.investments), 'cluster')}
          title={`Inwestycje: ${c.investments}`}
          alt="Grupa inwestycji"
          onClick={() => map.setView([c.coordinates.y, c.coordinates.x], map.getZoom() + 2)}
        />
      ))}
      {pins.pins.map((p) => (
        <MapMarker
          key={`p${p.coordinates.x},${p.coordinates.y}`}
          position={[p.coordinates.y, p.coordinates.x]}
          icon={p.investments.length > 1 ? countIcon(String(p.investments.length), 'address') : pinIcon}
          title={
            p.investments.length > 1
              ? `Inwestycje pod tym adresem: ${p.investments.length}`
              : (p.investments[0]?.name ?? '')
          }
          alt="Inwestycja"
          popup={
            <ul className="investment-pin-list" data-testid="investment-pin-list">
              {p.investments.map((i) => (
                <li key={i.id}>
                  <Link to={paths.investment.to(i.id)}>{i.name}</Link>
                  {i.valuePln !== null && <div>{formatPln(i.valuePln)}</div>}
                </li>
              ))}
            </ul>
          }
        />
      ))}
    </>
  );
};
