import { GoHomeButton } from '@/components/go-home-button';
import { StatusScreen } from '@/components/status-screen';

/** A route id that is not a positive integer, e.g. 'Nieprawidłowy ID zlecenia'. */
export const InvalidParamScreen = ({ message }: { message: string }) => (
  <StatusScreen status="warning" title={message} actions={<GoHomeButton />} />
);
