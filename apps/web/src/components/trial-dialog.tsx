import { countOf, NOUNS, TRIAL } from '@platform/shared';
import { Button, Modal, Typography } from 'antd';
import { legacyPaths } from '@/config/legacy-paths';

type Props = { open: boolean; onClose: () => void };

/** The no-obligation trial offer: 7 days, 25 investments and 25 company e-portfolios. */
export const TrialDialog = ({ open, onClose }: Props) => (
  <Modal
    open={open}
    onCancel={onClose}
    title="Wypróbuj pełną wersję bez zobowiązań"
    footer={[
      <Button key="close" onClick={onClose}>
        Zamknij
      </Button>,
      <Button key="contact" type="primary" href={legacyPaths.contact}>
        Skontaktuj się z nami
      </Button>,
    ]}
  >
    <Typography.Paragraph>
      Przez {countOf(TRIAL.days, NOUNS.dzien)} otrzymasz dostęp do {countOf(TRIAL.investments, NOUNS.inwestycjaGen)} i{' '}
      {countOf(TRIAL.companies, NOUNS.eWizytowkaGen)} firm. Nie musisz podawać danych karty płatniczej.
    </Typography.Paragraph>
    <Typography.Paragraph type="secondary">
      Skontaktuj się z nami, a nasz konsultant uruchomi dostęp próbny dla Twojej firmy.
    </Typography.Paragraph>
  </Modal>
);
