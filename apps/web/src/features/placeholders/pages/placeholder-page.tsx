import { InPreparationNotice } from '@/components/in-preparation-notice';
import { useHandleTitle } from '../components/use-handle-title';

/** Every registered route whose screen is not built yet. */
export const PlaceholderPage = () => <InPreparationNotice title={useHandleTitle()} />;
