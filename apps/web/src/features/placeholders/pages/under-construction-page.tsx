import { MESSAGES } from '@platform/shared';
import { GoHomeButton } from '@/components/go-home-button';
import { StatusScreen } from '@/components/status-screen';

/** /moja-firma-administrator: the spec's own placeholder page (under construction, home button). */
export const UnderConstructionPage = () => (
  <StatusScreen
    status="info"
    title={MESSAGES.underConstruction}
    subTitle="Pracujemy nad tą stroną. Zajrzyj tu ponownie wkrótce."
    actions={<GoHomeButton />}
  />
);
