import { Button } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { FileUpload } from '@/features/uploads/components/file-upload';
import type { UploadedFile } from '@/features/uploads/lib/use-file-upload';
import type { EditFile } from '../../lib/offer-form';

type Props = {
  value: EditFile[];
  onChange: (files: EditFile[]) => void;
  images?: boolean;
  maxFiles?: number;
  onUploadingChange?: (uploading: boolean) => void;
};

/** Files of an offer part: those already saved (removable) and new ones through the shared upload. */
export const AttachmentsInput = ({ value, onChange, images, maxFiles, onUploadingChange }: Props) => {
  const latest = useRef({ value, onChange });
  const uploadedIds = useRef(new Set<string>());
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const onUploaded = useCallback((uploaded: UploadedFile[]) => {
    const { value: current, onChange: change } = latest.current;
    const kept = current.filter((f) => !uploadedIds.current.has(f.uuid));
    uploadedIds.current = new Set(uploaded.map((u) => u.uuid));
    const next = [...kept, ...uploaded.map((u) => ({ uuid: u.uuid, url: u.url, name: u.name }))];
    if (next.map((f) => f.uuid).join() !== current.map((f) => f.uuid).join()) change(next);
  }, []);
  const saved = value.filter((f) => !uploadedIds.current.has(f.uuid));
  return (
    <div className="attachments-input">
      {saved.length > 0 && (
        <ul className="attachments-input__list">
          {saved.map((f) => (
            <li key={f.uuid}>
              {images ? <img src={f.url} alt={f.name} width={64} height={64} /> : <span>{f.name}</span>}
              <Button size="small" type="link" danger onClick={() => onChange(value.filter((x) => x.uuid !== f.uuid))}>
                Usuń
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        target="COMPANY_OFFER"
        accept={images ? 'image/*' : undefined}
        maxFiles={maxFiles}
        existingCount={saved.length}
        onChange={onUploaded}
        onUploadingChange={onUploadingChange}
      />
    </div>
  );
};
