import { ORDER_MESSAGES, type OrderSaved } from '@platform/shared';
import { Modal, Result, Space } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';

const M = ORDER_MESSAGES;

/** The result text of spec 2.7 for an outcome. */
const resultTitle = (saved: Pick<OrderSaved, 'status'>, mode: 'add' | 'edit'): string => {
  if (saved.status === 'DRAFT') return `Twoje zlecenie zostało ${M.resultDraft}`;
  if (mode === 'edit') return M.resultChangesSaved;
  return saved.status === 'PLANNED' ? `Twoje zlecenie zostało ${M.resultPlanned}` : M.resultPublished;
};

type Props = { saved: OrderSaved | null; mode: 'add' | 'edit' };

/** Result dialog with the next-step panel: add another / duplicate (add mode) or back to the card (edit). */
export const ResultDialog = ({ saved, mode }: Props) => (
  <Modal open={!!saved} footer={null} closable={false} maskClosable={false} width={620}>
    {saved && (
      <Result
        status="success"
        title={<span data-testid="order-result-title">{resultTitle(saved, mode)}</span>}
        subTitle={saved.investment.name}
        extra={
          <Space direction="vertical" style={{ width: '100%' }}>
            {mode === 'add' ? (
              <>
                <LinkButton to={paths.orders.add.to({ investment: saved.investment.id })}>
                  Dodaj kolejne zlecenie do tej inwestycji
                </LinkButton>
                <LinkButton to={paths.orders.add.to({ order: saved.id })}>Duplikuj zlecenie</LinkButton>
              </>
            ) : (
              <LinkButton to={paths.orders.view.to(saved.id)}>Wróć do karty zlecenia</LinkButton>
            )}
            {mode === 'add' && saved.status !== 'DRAFT' && (
              <LinkButton to={paths.orders.view.to(saved.id)}>Zobacz zlecenie</LinkButton>
            )}
            <LinkButton type="primary" to={paths.orders.my.to()}>
              Przejdź do Moich zleceń
            </LinkButton>
          </Space>
        }
      />
    )}
  </Modal>
);
