import { IMAGE_UPLOAD_ACCEPT } from '@platform/shared';
import { Button, Typography } from 'antd';
import { useCallback } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import type { Update } from './form-types';

type Props = {
  /** the logo saved now (its address), null when the company has none */
  current: string | null;
  /** the form's `logo`: absent keeps the saved logo, null removes it, a uuid sets an uploaded one */
  value: string | null | undefined;
  update: Update;
  onUploadingChange: (uploading: boolean) => void;
};

/** The company logo: the saved one with 'Usuń logo', or a new one through the shared upload (COMPANY_LOGO). */
export const LogoField = ({ current, value, update, onUploadingChange }: Props) => {
  const onUploaded = useCallback(
    (files: UploadedFile[]) => {
      const uuid = files[0]?.uuid;
      update((v) => {
        const { logo: _, ...rest } = v;
        if (uuid) return { ...rest, logo: uuid };
        // the upload was removed again: back to the saved logo unless it was removed
        return v.logo === null ? v : rest;
      });
    },
    [update],
  );
  const showCurrent = current && value === undefined;
  return (
    <div className="company-edit-logo" data-testid="company-logo-field">
      {showCurrent ? (
        <div className="company-edit-logo__current">
          <img src={current} alt="Logo firmy" width={140} height={140} />
          <Button size="small" danger onClick={() => update((v) => ({ ...v, logo: null }))}>
            Usuń logo
          </Button>
        </div>
      ) : (
        <Typography.Text type="secondary">
          {value === null ? 'Logo zostanie usunięte po zapisaniu zmian.' : current ? '' : 'Firma nie ma logo.'}
        </Typography.Text>
      )}
      <FileUpload
        target="COMPANY_LOGO"
        accept={IMAGE_UPLOAD_ACCEPT}
        maxFiles={1}
        onChange={onUploaded}
        onUploadingChange={onUploadingChange}
      />
    </div>
  );
};
