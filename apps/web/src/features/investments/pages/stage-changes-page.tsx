import { canChangeInvestmentStages, STAGE_PANEL_TEXTS as T } from '@platform/shared';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useInvestment } from '@/lib/investments/get-investment';
import { CorrectionForm } from '../components/correction-form';
import { InvestmentHistory } from '../components/investment-history';
import { InvestmentPicker } from '../components/investment-picker';
import { MergeForm } from '../components/merge-form';
import { StageChangeForm } from '../components/stage-change-form';

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * 'Panel managera: zmiany etapów' (staff, spec 6): choose an investment (?inwestycja=), record its
 * stage change, correct its data, merge a duplicate into it; its history shows every change.
 */
export const StageChangesPage = () => {
  const { user } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const id = idOf(search.get('inwestycja'));
  const investment = useInvestment(id);
  if (user && !canChangeInvestmentStages(user))
    return (
      <PageContainer title={T.title}>
        <Alert type="warning" showIcon title="Zmiany etapów wprowadzają tylko menedżerowie i administratorzy." />
      </PageContainer>
    );
  return (
    <PageContainer title="Panel managera: zmiany etapów">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph>Inwestycja</Typography.Paragraph>
        <InvestmentPicker value={id} onChange={(next) => setSearch({ inwestycja: String(next) })} />
      </Card>
      {id && investment.isPending && <Skeleton active />}
      {id && investment.isError && <Alert type="error" showIcon title="Nie znaleziono inwestycji." />}
      {investment.data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" data-testid="panel-investment">
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                <Link to={paths.investment.to(investment.data.id)}>{investment.data.name}</Link>
              </Typography.Title>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Obecny etap">{investment.data.stage?.name ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Miejsce">{investment.data.city ?? '—'}</Descriptions.Item>
              </Descriptions>
            </Card>
            <div style={{ marginTop: 16 }}>
              <StageChangeForm investmentId={investment.data.id} currentStageId={investment.data.stage?.id ?? null} />
            </div>
            <CorrectionForm investment={investment.data} />
            <MergeForm investmentId={investment.data.id} />
          </Col>
          <Col xs={24} lg={12}>
            <InvestmentHistory investmentId={investment.data.id} />
          </Col>
        </Row>
      )}
    </PageContainer>
  );
};
