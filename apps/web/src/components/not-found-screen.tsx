import { GoHomeButton } from '@/components/go-home-button';
import { StatusScreen } from '@/components/status-screen';

/** 404: unknown path or a missing resource. */
export const NotFoundScreen = () => (
  <StatusScreen
    status="404"
    title="Nie znaleziono strony"
    subTitle="Strona, której szukasz, nie istnieje lub została przeniesiona."
    actions={<GoHomeButton />}
  />
);
