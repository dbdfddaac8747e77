import { byPolish, type MapPin, ORDERS_MAP_TEXTS, type Province, type ProvinceCount } from '@platform/shared';
import { Button, Empty, List, Spin } from 'antd';

type Props =
  | {
      mode: 'provinces';
      provinces: readonly Province[];
      counts: readonly ProvinceCount[];
      onShow: (province: Province) => void;
    }
  | {
      mode: 'investments';
      pins: readonly MapPin[];
      /** the server answered grid clusters: too many investments to list */
      tooMany: boolean;
      loading: boolean;
      selectedId: number | null;
      onSelect: (pin: MapPin) => void;
    };

/** The left list (spec 2.10): provinces with their counts, or the investments of the visible area. */
export const MapSideList = (p: Props) => {
  if (p.mode === 'provinces') {
    const countOf = new Map(p.counts.map((c) => [c.provinceId, c.count]));
    const other = countOf.get(null) ?? 0;
    return (
      <List
        size="small"
        data-testid="map-province-list"
        dataSource={[...p.provinces]}
        renderItem={(province) => (
          <List.Item
            actions={[
              <Button key="show" size="small" onClick={() => p.onShow(province)}>
                {ORDERS_MAP_TEXTS.show}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={province.name}
              description={ORDERS_MAP_TEXTS.provinceOrders(countOf.get(province.id) ?? 0)}
            />
          </List.Item>
        )}
        footer={
          other > 0 ? (
            <div>
              {ORDERS_MAP_TEXTS.otherProvince}: {ORDERS_MAP_TEXTS.provinceOrders(other)}
            </div>
          ) : null
        }
      />
    );
  }
  if (p.loading && p.pins.length === 0) return <Spin />;
  if (p.tooMany) return <p>{ORDERS_MAP_TEXTS.zoomInForList}</p>;
  if (p.pins.length === 0) return <Empty description={ORDERS_MAP_TEXTS.noInvestments} />;
  const sorted = [...p.pins].sort(byPolish((pin) => pin.investmentName));
  return (
    <ul className="map-list" data-testid="map-investment-list">
      {sorted.map((pin) => (
        <li key={pin.investmentId} className={pin.investmentId === p.selectedId ? 'map-list__row--active' : undefined}>
          <button type="button" className="map-link" onClick={() => p.onSelect(pin)}>
            {pin.investmentName} ({pin.orders})
          </button>
        </li>
      ))}
    </ul>
  );
};
