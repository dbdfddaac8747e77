import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

export const CompanyEditPage = () => <PlaceholderPage />;
