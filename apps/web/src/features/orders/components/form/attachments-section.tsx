import type { Order } from '@platform/shared';
import { Button, Form, List, Radio } from 'antd';
import { FileUpload } from '@/components/file-upload/file-upload';
import { FormSection } from '@/components/form-section';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { VISIBILITY_OPTIONS } from '../../lib/form-options';

type Props = {
  existing: NonNullable<Order['attachments']>;
  onRemoveExisting: (uuid: string) => void;
  onUploaded: (files: UploadedFile[]) => void;
  onUploading: (uploading: boolean) => void;
};

/** Attachments through the shared upload component (submit waits for uploads) and the visibility setting. */
export const AttachmentsSection = ({ existing, onRemoveExisting, onUploaded, onUploading }: Props) => (
  <>
    <FormSection title="Załączniki" testId="section-attachments">
      {existing.length > 0 && (
        <List
          size="small"
          dataSource={existing}
          style={{ marginBottom: 12 }}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Button key="remove" type="link" danger size="small" onClick={() => onRemoveExisting(a.uuid)}>
                  Usuń
                </Button>,
              ]}
            >
              <a href={a.url} target="_blank" rel="noreferrer noopener">
                {a.attachmentName}
              </a>
            </List.Item>
          )}
        />
      )}
      <FileUpload
        target="ORDER"
        existingCount={existing.length}
        onChange={onUploaded}
        onUploadingChange={onUploading}
      />
    </FormSection>
    <FormSection title="Ustawienia" testId="section-settings">
      <Form.Item name="visibleToIndustryUsersOnly" label="Widoczność zlecenia" style={{ marginBottom: 0 }}>
        <Radio.Group options={VISIBILITY_OPTIONS} aria-label="Widoczność zlecenia" />
      </Form.Item>
    </FormSection>
  </>
);
