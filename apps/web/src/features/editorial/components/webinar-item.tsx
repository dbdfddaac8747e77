import type { Webinar } from '@platform/shared';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { RichTextView } from '@/components/rich-text-view';
import { formatDayTime } from '@/lib/editorial/format';
import './editorial-pages.css';

/** One webinar: date, title, category, hosts, description; registration before it, the recording after. */
export const WebinarItem = ({ webinar, past }: { webinar: Webinar; past: boolean }) => (
  <Card>
    <div className={webinar.imageUrl ? 'webinar-item' : undefined}>
      {webinar.imageUrl && <img className="webinar-item__image" src={webinar.imageUrl} alt="" loading="lazy" />}
      <div>
        <Typography.Text type="secondary">{formatDayTime(webinar.startsAt)}</Typography.Text>
        {webinar.category && <Tag style={{ marginLeft: 8 }}>{webinar.category.name}</Tag>}
        <Typography.Title level={3} style={{ fontSize: 20, margin: '4px 0 8px' }}>
          {webinar.title}
        </Typography.Title>
        {webinar.partners.length > 0 && (
          <Typography.Paragraph type="secondary">
            Prowadzą: {webinar.partners.map((p) => p.name).join(', ')}
          </Typography.Paragraph>
        )}
        <RichTextView html={webinar.description} />
        <Space wrap>
          {!past && webinar.registrationUrl && (
            <Button type="primary" href={webinar.registrationUrl} target="_blank" rel="noopener noreferrer">
              Zapisz się
            </Button>
          )}
          {webinar.recordingUrl && (
            <Button href={webinar.recordingUrl} target="_blank" rel="noopener noreferrer">
              Obejrzyj nagranie
            </Button>
          )}
        </Space>
      </div>
    </div>
  </Card>
);
