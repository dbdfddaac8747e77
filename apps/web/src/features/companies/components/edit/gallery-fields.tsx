import { type Attachment, IMAGE_UPLOAD_ACCEPT } from '@platform/shared';
import { Button, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { FileUpload } from '@/components/file-upload/file-upload';
import { RichTextEditor } from '@/components/rich-text-editor';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import { Field } from './field';
import type { SectionProps } from './form-types';

type Props = SectionProps & { photos: Attachment[]; onUploadingChange: (uploading: boolean) => void };

/** Gallery: a description and photos (required when a description is given); new photos via the shared upload. */
export const GalleryFields = ({ values, update, errors, photos, onUploadingChange }: Props) => {
  const [kept, setKept] = useState<Attachment[]>(photos);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const sync = useCallback(
    (keptList: Attachment[], uploadedIds: string[]) =>
      update((v) => ({ ...v, gallery: { ...v.gallery, photos: [...keptList.map((p) => p.uuid), ...uploadedIds] } })),
    [update],
  );
  const onUploaded = useCallback(
    (files: UploadedFile[]) => {
      const ids = files.map((f) => f.uuid);
      setUploaded(ids);
      sync(kept, ids);
    },
    [sync, kept],
  );
  const remove = (uuid: string) => {
    const next = kept.filter((p) => p.uuid !== uuid);
    setKept(next);
    sync(next, uploaded);
  };
  return (
    <>
      <Field id="gallery-description" label="Opis galerii">
        <RichTextEditor
          id="gallery-description"
          aria-label="Opis galerii"
          minHeight={72}
          value={values.gallery.description}
          onChange={(description) => update((v) => ({ ...v, gallery: { ...v.gallery, description } }))}
        />
      </Field>
      {kept.length > 0 && (
        <ul className="company-gallery__thumbs edit-gallery">
          {kept.map((p) => (
            <li key={p.uuid}>
              <img src={p.url} alt={p.name} width={122} height={122} />
              <Button size="small" danger onClick={() => remove(p.uuid)} aria-label={`Usuń zdjęcie ${p.name}`}>
                Usuń
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        target="COMPANY_GALLERY"
        accept={IMAGE_UPLOAD_ACCEPT}
        existingCount={kept.length}
        onChange={onUploaded}
        onUploadingChange={onUploadingChange}
      />
      {errors['gallery.photos'] && <Typography.Text type="danger">{errors['gallery.photos']}</Typography.Text>}
    </>
  );
};
