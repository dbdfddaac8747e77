import { COMPANY_TEXTS } from '@platform/shared';
import { Button, Tooltip } from 'antd';
import { legacyPaths } from '@/config/legacy-paths';

type Props = { companyId: number; blocked: boolean };

/**
 * Opens the company's investments in the investment search in a new tab (spec 2.1); blocked for
 * subsidised users who view another company.
 */
export const InvestmentsLink = ({ companyId, blocked }: Props) =>
  blocked ? (
    <Tooltip title={COMPANY_TEXTS.subscriptionOnly}>
      <Button disabled>Zobacz inwestycje firmy</Button>
    </Tooltip>
  ) : (
    <Button type="primary" href={legacyPaths.companyInvestments(companyId)} target="_blank" rel="noopener noreferrer">
      Zobacz inwestycje firmy
    </Button>
  );
