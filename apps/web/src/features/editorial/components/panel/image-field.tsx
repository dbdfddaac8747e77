import { IMAGE_UPLOAD_ACCEPT } from '@platform/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';

type Props = {
  /** the uuid the form sends: the saved image's, an uploaded file's, or null */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** the saved image's address */
  currentUrl: string | null;
  onUploadingChange?: (uploading: boolean) => void;
};

/** An entry's image through the shared upload (target EDITORIAL_IMAGE, one file, images only). */
export const ImageField = ({ value, onChange, currentUrl, onUploadingChange }: Props) => {
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const shownUrl = value ? (uploadedUrl ?? currentUrl) : null;
  if (value && shownUrl) {
    return (
      <Space align="start" wrap>
        <img
          src={shownUrl}
          alt="Podgląd obrazu"
          style={{ width: 200, maxHeight: 140, objectFit: 'cover', borderRadius: 6 }}
        />
        <Button
          onClick={() => {
            setUploadedUrl(null);
            onChange?.(null);
          }}
        >
          Usuń obraz
        </Button>
      </Space>
    );
  }
  return (
    <FileUpload
      target="EDITORIAL_IMAGE"
      maxFiles={1}
      accept={IMAGE_UPLOAD_ACCEPT}
      onUploadingChange={onUploadingChange}
      onChange={(files) => {
        const file = files[0];
        if (!file) return;
        setUploadedUrl(file.url);
        onChange?.(file.uuid);
      }}
    />
  );
};
