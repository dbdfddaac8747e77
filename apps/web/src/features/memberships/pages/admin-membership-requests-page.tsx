import { Alert, Breadcrumb } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useMembershipQueue } from '../api/get-membership-queue';
import { MembershipRequestsTable } from '../components/membership-requests-table';

/**
 * /admin-panel/prosby-o-dolaczenie/: every pending request to join a company. Staff decide those of
 * companies without an admin (marked), and may decide any other.
 */
export const AdminMembershipRequestsPage = () => {
  const [page, setPage] = useState(0);
  const queue = useMembershipQueue(page);
  return (
    <PageContainer title={paths.admin.membershipRequests.title}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to={paths.admin.panel.to()}>{paths.admin.panel.title}</Link> },
          { title: paths.admin.membershipRequests.title },
        ]}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Osoba zaproszona do firmy przez kogoś, kto nie jest jej administratorem, czeka tu na decyzję. Prośby firm bez administratora rozpatruje obsługa platformy."
      />
      <MembershipRequestsTable
        data={queue.data}
        loading={queue.isFetching}
        error={queue.error}
        page={page}
        onPage={setPage}
        showCompany
      />
    </PageContainer>
  );
};
