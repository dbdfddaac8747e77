import { NotFoundScreen } from '@/components/not-found-screen';

export const NotFoundPage = () => <NotFoundScreen />;
