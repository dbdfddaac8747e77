import { paths } from '@/config/paths';
import { LinkButton } from './link-button';

/** The button back to the home page used by notices and error screens. */
export const GoHomeButton = ({ primary = true }: { primary?: boolean }) => (
  <LinkButton type={primary ? 'primary' : 'default'} to={paths.home.to()}>
    Przejdź do strony głównej
  </LinkButton>
);
