import { Button, Descriptions, Space, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { GoHomeButton } from '@/components/go-home-button';
import { StatusScreen } from '@/components/status-screen';

/** Shown after a 412 answer: which part of the data was incomplete and which fields it missed. */
export const PayloadIncorrectPage = () => {
  const { part = '', missing = '' } = useParams();
  const navigate = useNavigate();
  const fields = missing
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f && f !== '-');

  return (
    <StatusScreen
      status="warning"
      title="Przesłane dane są niekompletne"
      subTitle="Serwer nie przyjął danych, ponieważ brakuje w nich wymaganych pól. Uzupełnij je i spróbuj ponownie."
      actions={
        <Space wrap>
          <Button onClick={() => void navigate(-1)}>Wróć</Button>
          <GoHomeButton />
        </Space>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Część danych">
          <span data-testid="payload-part">{part}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Brakujące pola">
          <span data-testid="payload-missing">
            {fields.length ? fields.map((f) => <Tag key={f}>{f}</Tag>) : 'brak informacji'}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </StatusScreen>
  );
};
