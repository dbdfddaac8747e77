import { Button, List, Progress, Typography } from 'antd';
import type { UploadItem } from '@/lib/uploads/use-file-upload';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Files being uploaded or uploaded, each with progress or its error and a remove button. */
export const UploadList = ({ items, onRemove }: { items: UploadItem[]; onRemove: (uid: string) => void }) => {
  if (!items.length) return null;
  return (
    <List
      size="small"
      style={{ marginTop: 12 }}
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          data-testid="upload-item"
          actions={[
            <Button key="remove" type="link" danger size="small" onClick={() => onRemove(item.uid)}>
              Usuń
            </Button>,
          ]}
        >
          <div style={{ width: '100%', minWidth: 0 }}>
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {item.name}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">({formatSize(item.size)})</Typography.Text>
            {item.status === 'error' ? (
              <div role="alert" style={{ color: '#b91c1c' }}>
                {item.error}
              </div>
            ) : (
              <Progress
                percent={item.percent}
                size="small"
                status={item.status === 'done' ? 'success' : 'active'}
                aria-label={`Przesyłanie ${item.name}`}
              />
            )}
          </div>
        </List.Item>
      )}
    />
  );
};
