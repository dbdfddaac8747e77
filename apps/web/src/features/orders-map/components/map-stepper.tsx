import { ORDERS_MAP_TEXTS, type Province } from '@platform/shared';
import { Breadcrumb } from 'antd';

type Props = {
  province: Province | null;
  investmentName: string | null;
  onWholeMap: () => void;
  onProvince: (province: Province) => void;
};

/** The stepper above the map (spec 2.10): back to the whole map or to the province. */
export const MapStepper = ({ province, investmentName, onWholeMap, onProvince }: Props) => {
  const step = (label: string, onClick?: () => void) => ({
    title: onClick ? (
      <button type="button" className="map-link" onClick={onClick}>
        {label}
      </button>
    ) : (
      label
    ),
  });
  const items = [step(ORDERS_MAP_TEXTS.wholeMap, province || investmentName ? onWholeMap : undefined)];
  if (province) items.push(step(province.name, investmentName ? () => onProvince(province) : undefined));
  if (investmentName) items.push(step(investmentName));
  return <Breadcrumb data-testid="map-stepper" items={items} />;
};
