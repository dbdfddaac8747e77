import { canChangeInvestmentStages, isSubsidizedClient } from '@platform/shared';
import { Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { InvalidParamScreen } from '@/components/invalid-param-screen';
import { InvestmentDetails } from '@/components/investment-details';
import { LinkButton } from '@/components/link-button';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageContainer } from '@/components/page-container';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useInvestment } from '@/lib/investments/get-investment';
import { FollowInvestmentCard } from '../components/follow-investment-card';
import { InvestmentHistory } from '../components/investment-history';
import { InvestmentOrders } from '../components/investment-orders';

const INVESTMENT = /^-(\d+)$/;

/**
 * /-{investmentId}: the investment page (everything the database holds, its orders, 'Obserwuj' with a
 * note, the stage history and change log); any other one-segment path is not found.
 */
export const InvestmentPage = () => {
  const { investmentSlug = '' } = useParams();
  const match = INVESTMENT.exec(investmentSlug);
  const id = match ? Number(match[1]) : 0;
  const { kind, user } = useCurrentUser();
  const query = useInvestment(id, kind !== 'anonymous');

  if (!investmentSlug.startsWith('-')) return <NotFoundScreen />;
  if (!match || id < 1) return <InvalidParamScreen message="Nieprawidłowy ID inwestycji" />;
  if (kind === 'anonymous') {
    return (
      <StatusScreen
        status="info"
        title="Strona dostępna po zalogowaniu"
        subTitle="Zaloguj się lub załóż konto, aby zobaczyć szczegóły inwestycji."
        actions={
          <Space>
            <LinkButton type="primary" to={paths.auth.login.to(paths.investment.to(id))}>
              Zaloguj się
            </LinkButton>
            <LinkButton to={paths.auth.register.to()}>Zarejestruj się</LinkButton>
          </Space>
        }
      />
    );
  }
  if (query.isError) return <NotFoundScreen />;
  if (!query.data) return <Spin style={{ display: 'block', margin: 64 }} />;
  return (
    <PageContainer>
      <InvestmentDetails
        investment={query.data}
        extra={
          user && (
            <>
              <FollowInvestmentCard investmentId={id} />
              {canChangeInvestmentStages(user) && (
                <LinkButton to={paths.investmentTracking.stageChanges.to({ inwestycja: id })} style={{ marginTop: 16 }}>
                  Zmień etap lub popraw dane
                </LinkButton>
              )}
              <InvestmentOrders investmentId={id} subsidized={isSubsidizedClient(user)} />
              <InvestmentHistory investmentId={id} />
            </>
          )
        }
      />
    </PageContainer>
  );
};
