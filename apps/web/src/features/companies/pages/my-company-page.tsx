import {
  type CardPart,
  cardChecklist,
  cardCompleteness,
  formatCount,
  SERVICE_LABELS,
  MY_COMPANY_TEXTS as T,
} from '@platform/shared';
import { Alert, Avatar, Card, Flex, Progress, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { LinkButton } from '@/components/link-button';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { formatDay } from '@/lib/format';
import { useMyCompanyCard } from '../api/get-my-company-card';
import { CardChecklist } from '../components/my-company/card-checklist';

/**
 * 'Moja firma' (the user menu; companies spec 2.1, 2.3, 6): the company's own card in edit-ready
 * form — how complete it is and where each missing part is filled in, what the plan includes, and
 * whom to ask when the user may not edit.
 */
export const MyCompanyPage = () => {
  const company = useMyCompanyCard();
  const { user } = useCurrentUser();

  if (company.isPending)
    return (
      <PageContainer title={T.title}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageContainer>
    );
  if (company.isError)
    return (
      <PageContainer title={T.title}>
        <Alert
          type={isApiError(company.error) && company.error.status === 404 ? 'info' : 'error'}
          showIcon
          title={errorMessage(company.error)}
        />
      </PageContainer>
    );

  const card = company.data;
  const checklist = cardChecklist(card.facts);
  const percent = cardCompleteness(checklist);
  const linkOf = (part: CardPart): string | null => {
    if (part === 'offer') return card.canEditOffer ? paths.admin.companyOffer.to(card.id) : null;
    return card.canEditCard ? paths.admin.company.to(card.id) : null;
  };
  const services = user?.availableServices ?? [];

  return (
    <PageContainer title={T.title}>
      <Flex vertical gap={16} style={{ maxWidth: 960 }}>
        <Card data-testid="my-company-header">
          <Flex gap={16} align="center" wrap>
            <Avatar shape="square" size={64} src={card.logoUrl ?? undefined} alt="">
              {card.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <div style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography.Title
                level={2}
                style={{ margin: 0, fontSize: 'clamp(20px, 5vw, 28px)', overflowWrap: 'anywhere' }}
              >
                {card.name}
              </Typography.Title>
              {card.city && <Typography.Text type="secondary">{card.city}</Typography.Text>}
            </div>
            <Space wrap>
              <LinkButton to={paths.company.to(card.id)}>{T.viewCard}</LinkButton>
              {card.canEditCard && (
                <LinkButton type="primary" to={paths.admin.company.to(card.id)}>
                  {T.editCard}
                </LinkButton>
              )}
              {card.canEditOffer && <LinkButton to={paths.admin.companyOffer.to(card.id)}>{T.editOffer}</LinkButton>}
              {user?.companyAdmin && <LinkButton to={paths.companyPeople.to()}>{T.people}</LinkButton>}
            </Space>
          </Flex>
          <Flex gap={32} wrap style={{ marginTop: 16 }}>
            <Statistic title="Inwestycje firmy" value={formatCount(card.investments)} />
            <Statistic title="Użytkownicy" value={formatCount(card.users)} />
          </Flex>
        </Card>

        <Card title={percent === 100 ? T.complete : T.completeness(percent)} data-testid="my-company-completeness">
          <Progress percent={percent} showInfo={false} aria-label={T.completeness(percent)} />
          {!card.canEditCard && card.adminEmail && (
            <Alert type="info" showIcon style={{ marginTop: 12 }} title={T.askAdmin(card.adminEmail)} />
          )}
          <CardChecklist checklist={checklist} linkOf={linkOf} />
        </Card>

        <Card title={T.planTitle} data-testid="my-company-plan">
          <Flex vertical gap={12}>
            {card.subsidized && <Alert type="info" showIcon title={T.subsidized} />}
            <Typography.Text>
              {card.offerServiceExpiresAt ? T.offerActive(formatDay(card.offerServiceExpiresAt)) : T.offerInactive}
            </Typography.Text>
            {services.length === 0 ? (
              <Typography.Text type="secondary">{T.planNone}</Typography.Text>
            ) : (
              <Space size={[6, 6]} wrap>
                {services.map((service) => (
                  <Tag key={service}>{SERVICE_LABELS[service]}</Tag>
                ))}
              </Space>
            )}
          </Flex>
        </Card>
      </Flex>
    </PageContainer>
  );
};
