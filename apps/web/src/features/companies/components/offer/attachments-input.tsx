import { IMAGE_UPLOAD_ACCEPT } from '@platform/shared';
import { Button } from 'antd';
import { useCallback, useEffect, useId, useRef } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import type { EditFile } from '../../lib/offer-form';

type Props = {
  value: EditFile[];
  onChange: (files: EditFile[]) => void;
  images?: boolean;
  maxFiles?: number;
  /** reported per input (`key` tells the inputs apart), and as not uploading when the input goes away */
  onUploadingChange?: (uploading: boolean, key: string) => void;
  testId?: string;
  /** images: show saved ones as thumbnails (default) or by name when the caller shows its own preview */
  thumbnails?: boolean;
};

/** Files of an offer part: those already saved (removable) and new ones through the shared upload. */
export const AttachmentsInput = ({
  value,
  onChange,
  images,
  maxFiles,
  onUploadingChange,
  testId,
  thumbnails = true,
}: Props) => {
  const key = useId();
  const latest = useRef({ value, onChange, onUploadingChange });
  const uploadedIds = useRef(new Set<string>());
  useEffect(() => {
    latest.current = { value, onChange, onUploadingChange };
  });
  const reportUploading = useCallback(
    (uploading: boolean) => latest.current.onUploadingChange?.(uploading, key),
    [key],
  );
  useEffect(() => () => latest.current.onUploadingChange?.(false, key), [key]);
  const onUploaded = useCallback((uploaded: UploadedFile[]) => {
    const { value: current, onChange: change } = latest.current;
    const kept = current.filter((f) => !uploadedIds.current.has(f.uuid));
    uploadedIds.current = new Set(uploaded.map((u) => u.uuid));
    const next = [...kept, ...uploaded.map((u) => ({ uuid: u.uuid, url: u.url, name: u.attachmentName }))];
    if (next.map((f) => f.uuid).join() !== current.map((f) => f.uuid).join()) change(next);
  }, []);
  const saved = value.filter((f) => !uploadedIds.current.has(f.uuid));
  return (
    <div className="attachments-input" data-testid={testId}>
      {saved.length > 0 && (
        <ul className="attachments-input__list">
          {saved.map((f) => (
            <li key={f.uuid}>
              {images && thumbnails ? <img src={f.url} alt={f.name} width={64} height={64} /> : <span>{f.name}</span>}
              <Button size="small" type="link" danger onClick={() => onChange(value.filter((x) => x.uuid !== f.uuid))}>
                Usuń
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        target="COMPANY_OFFER"
        accept={images ? IMAGE_UPLOAD_ACCEPT : undefined}
        maxFiles={maxFiles}
        existingCount={saved.length}
        onChange={onUploaded}
        onUploadingChange={reportUploading}
      />
    </div>
  );
};
