import type { AttachmentTarget } from '@platform/shared';
import { Typography, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { DEFAULT_UPLOAD_LIMITS } from '@/lib/uploads/upload-limits';
import { uploadLimitsHint } from '@/lib/uploads/upload-limits-hint';
import { type UploadedFile, useFileUpload } from '@/lib/uploads/use-file-upload';
import { UploadList } from './upload-list';

type Props = {
  target: AttachmentTarget;
  /** called with the uploaded files whenever the list changes */
  onChange?: (files: UploadedFile[]) => void;
  /** forms block submit while a file is uploading */
  onUploadingChange?: (uploading: boolean) => void;
  maxFiles?: number;
  maxBytes?: number;
  /** files already attached to the object being edited */
  existingCount?: number;
  accept?: string;
  disabled?: boolean;
};

/** Shared attachment picker: limits mirrored from the server, progress, remove, server errors. */
export const FileUpload = ({
  target,
  onChange,
  onUploadingChange,
  existingCount = 0,
  accept,
  disabled,
  ...rest
}: Props) => {
  const config = useAppConfig().data;
  const maxBytes = rest.maxBytes ?? config?.uploadMaxBytes ?? DEFAULT_UPLOAD_LIMITS.maxBytes;
  const maxFiles = rest.maxFiles ?? config?.uploadMaxFiles ?? DEFAULT_UPLOAD_LIMITS.maxFiles;
  const limits = useMemo(() => ({ maxBytes, maxFiles }), [maxBytes, maxFiles]);
  const { items, add, remove, isUploading } = useFileUpload({ target, limits, existingCount });

  useEffect(() => onUploadingChange?.(isUploading), [isUploading, onUploadingChange]);
  useEffect(() => {
    onChange?.(items.flatMap((i) => (i.result ? [i.result] : [])));
  }, [items, onChange]);

  return (
    <div data-testid="file-upload">
      <Upload.Dragger
        multiple
        accept={accept}
        disabled={disabled}
        showUploadList={false}
        beforeUpload={(file) => {
          add(file);
          return false;
        }}
      >
        <p style={{ margin: '8px 0', fontWeight: 500 }}>Przeciągnij pliki tutaj lub kliknij, aby wybrać</p>
        <Typography.Text type="secondary">{uploadLimitsHint(maxFiles, maxBytes)}</Typography.Text>
      </Upload.Dragger>
      <UploadList items={items} onRemove={remove} />
    </div>
  );
};
