import { Button } from 'antd';
import { StatusScreen } from '@/components/status-screen';

/** /users/me failed for a reason other than the session (which the API client handles). */
export const UserLoadErrorScreen = ({ onRetry }: { onRetry: () => void }) => (
  <StatusScreen
    status="500"
    title="Nie udało się pobrać danych użytkownika."
    subTitle="Sprawdź połączenie z internetem i spróbuj ponownie."
    actions={
      <Button type="primary" onClick={onRetry}>
        Spróbuj ponownie
      </Button>
    }
  />
);
