import { COMPANY_PEOPLE_TEXTS, isAdminAccountType } from '@platform/shared';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useMembershipRequests } from '../api/get-membership-requests';
import { CompanyPeopleTable } from '../components/company-people-table';
import { InviteColleagueDialog } from '../components/invite-colleague-dialog';
import { MembershipHistoryTable } from '../components/membership-history-table';
import { MembershipRequestsTable } from '../components/membership-requests-table';

const CompanyMembership = ({ companyId, selfId }: { companyId: number; selfId: number }) => {
  const [requestsPage, setRequestsPage] = useState(0);
  const [historyPage, setHistoryPage] = useState(0);
  const [inviting, setInviting] = useState(false);
  const requests = useMembershipRequests(companyId, requestsPage);
  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }}>
      <Card
        title="Osoby w firmie"
        extra={
          <Button type="primary" onClick={() => setInviting(true)}>
            {COMPANY_PEOPLE_TEXTS.invite}
          </Button>
        }
      >
        <CompanyPeopleTable companyId={companyId} selfId={selfId} />
        <InviteColleagueDialog companyId={companyId} open={inviting} onClose={() => setInviting(false)} />
      </Card>
      <Card title="Prośby o dołączenie do firmy">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Osoba zaproszona przez inną firmę lub przez pracownika bez roli administratora dołącza do Twojej firmy dopiero po Twojej akceptacji. Do tego czasu nie widzi danych firmy, ofert ani konwersacji."
        />
        <MembershipRequestsTable
          data={requests.data}
          loading={requests.isFetching}
          error={requests.error}
          page={requestsPage}
          onPage={setRequestsPage}
        />
      </Card>
      <Card title="Historia członkostwa">
        <MembershipHistoryTable companyId={companyId} page={historyPage} onPage={setHistoryPage} />
      </Card>
    </Space>
  );
};

/**
 * 'Konta użytkowników' (spec 2.3 user menu; the company admin of spec 6): the company's people with
 * their rights (invite, change rights, deactivate, hand over the admin role), who asks to join the
 * company, and the history of every change. Staff decide from the admin panel's queue.
 */
export const CompanyPeoplePage = () => {
  const { user } = useCurrentUser();
  const title = paths.companyPeople.title;
  if (!user)
    return (
      <PageContainer title={title}>
        <Skeleton active />
      </PageContainer>
    );
  if (isAdminAccountType(user.accountType))
    return (
      <PageContainer title={title}>
        <Alert
          type="info"
          showIcon
          title={
            <>
              Prośby o dołączenie do firm rozpatrujesz w panelu administracyjnym:{' '}
              <Link to={paths.admin.membershipRequests.to()}>{paths.admin.membershipRequests.title}</Link>.
            </>
          }
        />
      </PageContainer>
    );
  if (!user.companyAdmin || !user.company)
    return (
      <PageContainer title={title}>
        <Alert type="warning" showIcon title="Kontami użytkowników firmy zarządza jej administrator." />
      </PageContainer>
    );
  return (
    <PageContainer title={title}>
      <CompanyMembership companyId={user.company.id} selfId={user.id} />
    </PageContainer>
  );
};
