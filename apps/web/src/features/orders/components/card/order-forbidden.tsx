import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';

/**
 * 403 of the order card for a logged-in user (spec 2.12): the server's reason, e.g. 'To zlecenie
 * jest widoczne tylko dla firm z branż tego zlecenia.', with a way back. The app's ForbiddenScreen
 * shows only the generic text, so the card shows its own reason on the same StatusScreen.
 */
export const OrderForbidden = ({ message }: { message: string }) => {
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.orders.all.to());
  };
  return (
    <StatusScreen
      status="403"
      title="Brak dostępu do zlecenia"
      subTitle={<span data-testid="order-forbidden">{message}</span>}
      actions={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" onClick={goBack}>
            Wróć
          </Button>
          <LinkButton to={paths.orders.all.to()}>Przejdź do listy zleceń</LinkButton>
        </Space>
      }
    />
  );
};
