import { COMPANY_TEXTS } from '@platform/shared';
import { Skeleton, Tooltip } from 'antd';
import { useInvestmentSummary } from '../../api/get-investment-summary';
import { formatCount, formatPln } from '../../lib/format';

/** Summary of the card (spec 2.1): number of investments and their total value in PLN, with the hint. */
export const InvestmentSummary = ({ companyId }: { companyId: number }) => {
  const summary = useInvestmentSummary(companyId);
  if (summary.isError) return null;
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <section className="company-summary" aria-label="Podsumowanie inwestycji" data-testid="investment-summary">
      <div className="company-summary__item">
        <span className="company-summary__figure">{formatCount(summary.data.count)}</span>
        <span className="company-summary__label">inwestycji z udziałem firmy</span>
      </div>
      <div className="company-summary__item">
        <span className="company-summary__figure company-summary__figure--value">{formatPln(summary.data.value)}</span>
        <span className="company-summary__label">
          łączna wartość inwestycji{' '}
          <Tooltip title={COMPANY_TEXTS.valueHint} styles={{ root: { width: 300, maxWidth: 300 } }}>
            <button type="button" className="company-summary__hint" aria-label={COMPANY_TEXTS.valueHint}>
              ?
            </button>
          </Tooltip>
        </span>
      </div>
    </section>
  );
};
