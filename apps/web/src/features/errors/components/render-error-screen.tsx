import { MESSAGES } from '@platform/shared';
import { Button } from 'antd';
import { StatusScreen } from '@/components/status-screen';
import { paths, toBrowserUrl } from '@/config/paths';

/** A render failure (spec 2.12): 'Ups... Coś poszło nie tak :(' with a return button. */
export const RenderErrorScreen = ({ onReturn }: { onReturn?: () => void }) => {
  const goBack = onReturn ?? (() => window.location.assign(toBrowserUrl(paths.home.to())));
  return (
    <StatusScreen
      status="500"
      title={MESSAGES.renderError}
      subTitle="Odśwież stronę lub wróć do strony głównej. Jeśli problem się powtarza, skontaktuj się z nami."
      actions={
        <Button type="primary" onClick={goBack}>
          Wróć do strony głównej
        </Button>
      }
    />
  );
};
