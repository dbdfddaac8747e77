import { Button, Card, Descriptions } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { endTemporaryAccess } from '@/lib/session';
import { useVerifyAccess } from '../api/verify-access';
import { accessStateItems } from '../components/access-state-items';
import { VerifyState } from '../components/verify-state';

const t = paths.temporaryAccess;
const VARIANTS: Record<string, { title: string; route: string; withPermissions: boolean }> = {
  [t.testProtected.path]: { title: t.testProtected.title, route: 'chroniona', withPermissions: false },
  [t.testProtectedWithPermissions.path]: {
    title: t.testProtectedWithPermissions.title,
    route: 'chroniona, wymaga TEST_VIEW i TEST_CREATE',
    withPermissions: true,
  },
  [t.testUnprotected.path]: { title: t.testUnprotected.title, route: 'niechroniona', withPermissions: false },
  [t.testUnprotectedWithPermissions.path]: {
    title: t.testUnprotectedWithPermissions.title,
    route: 'niechroniona, wymaga TEST_VIEW i TEST_CREATE',
    withPermissions: true,
  },
};

/** Test routes of spec 2.6: the access state and 'Finish temporary access action'. */
export const TemporaryAccessTestPage = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const variant = VARIANTS[pathname.replace(/\/+$/, '')] ?? VARIANTS[t.testUnprotected.path]!;
  const { kind, user } = useCurrentUser();
  const verify = useVerifyAccess(variant.withPermissions);

  const finish = () => {
    endTemporaryAccess();
    void navigate(paths.home.to(), { replace: true });
  };

  return (
    <PageContainer title={variant.title}>
      <Card variant="borderless">
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'route', label: 'Ścieżka', children: variant.route },
            ...accessStateItems(kind, user),
            { key: 'verify', label: 'Weryfikacja na serwerze', children: <VerifyState verify={verify} /> },
          ]}
        />
        <Button type="primary" onClick={finish} style={{ marginTop: 24 }}>
          Finish temporary access action
        </Button>
      </Card>
    </PageContainer>
  );
};
