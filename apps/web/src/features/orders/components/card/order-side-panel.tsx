import { ORDER_SCOPE_LABELS, type Order } from '@platform/shared';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay, formatMonth, formatRange } from '@/lib/format';

/** Right column (spec 2.8): company logo and name, deadlines, location, scope of work; the QR code. */
export const OrderSidePanel = ({ order, url }: { order: Order; url: string }) => (
  <Card size="small" data-testid="order-side-panel">
    {order.company && (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Avatar shape="square" size={48} src={order.company.logoUrl ?? undefined}>
          {order.company.name.slice(0, 1)}
        </Avatar>
        <Link to={paths.company.to(order.company.id)} style={{ fontWeight: 600 }}>
          {order.company.name}
        </Link>
      </div>
    )}
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Termin składania ofert">
        {formatRange(formatDay(order.offerDeadlineFrom), formatDay(order.offerDeadlineTo))}
      </Descriptions.Item>
      <Descriptions.Item label="Front robót">
        {formatRange(formatMonth(order.workDeadlineFrom), formatMonth(order.workDeadlineTo))}
      </Descriptions.Item>
      <Descriptions.Item label="Lokalizacja">
        {[order.city, order.provinceName].filter(Boolean).join(', ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Zakres prac">{order.scope ? ORDER_SCOPE_LABELS[order.scope] : '—'}</Descriptions.Item>
    </Descriptions>
    <div style={{ textAlign: 'center', marginTop: 8 }}>
      <QRCodeSVG value={url} size={128} data-testid="order-qr" aria-label="Kod QR zlecenia" />
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        Zeskanuj, aby otworzyć zlecenie
      </Typography.Text>
    </div>
  </Card>
);
