import { MESSAGES } from '@platform/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { endTemporaryAccess } from '@/lib/session';

/** Temporary access without the permissions this route needs (spec 4 "Temporary access"). */
export const TemporaryNotAuthorizedScreen = () => {
  const navigate = useNavigate();
  const finish = () => {
    endTemporaryAccess();
    void navigate(paths.home.to(), { replace: true });
  };
  return (
    <StatusScreen
      status="403"
      title="Brak dostępu"
      subTitle={MESSAGES.temporaryPermissionMissing}
      actions={
        <Button type="primary" onClick={finish}>
          Zakończ dostęp tymczasowy
        </Button>
      }
    />
  );
};
