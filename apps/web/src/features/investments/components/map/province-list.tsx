import {
  formatNumber,
  formatPln,
  INVESTMENT_SEARCH_TEXTS,
  type InvestmentProvinceCount,
  type Province,
} from '@platform/shared';
import { Button, List } from 'antd';

type Props = {
  provinces: readonly Province[];
  counts: readonly InvestmentProvinceCount[];
  onShow: (p: Province) => void;
};

/** The voivodeships with 'Inwestycje: {count}', their value and 'Pokaż' (as the order map's list, spec 2.10). */
export const ProvinceList = ({ provinces, counts, onShow }: Props) => {
  const byId = new Map(counts.map((c) => [c.provinceId, c]));
  return (
    <List
      size="small"
      data-testid="investment-province-list"
      dataSource={[...provinces]}
      renderItem={(p) => (
        <List.Item
          actions={[
            <Button key="show" size="small" onClick={() => onShow(p)}>
              Pokaż
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={p.name}
            description={
              <>
                {INVESTMENT_SEARCH_TEXTS.provinceInvestments(formatNumber(byId.get(p.id)?.count ?? 0))}
                <br />
                {formatPln(byId.get(p.id)?.valuePln ?? 0)}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
};
