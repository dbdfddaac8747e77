import { type Attachment, COMPANY_TEXTS } from '@platform/shared';
import { Typography } from 'antd';
import { useState } from 'react';
import { RichTextView } from '@/components/rich-text-view';
import { ImageViewer } from './image-viewer';

type Props = { companyName: string; description: string | null; photos: Attachment[] };

/** Gallery 'Oferta firmy {name}' (spec 2.1): description and 122x122 thumbnails opening the viewer. */
export const GallerySection = ({ companyName, description, photos }: Props) => {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="company-gallery" data-testid="company-gallery">
      <Typography.Title level={2} className="company-section-title">
        {COMPANY_TEXTS.gallery(companyName)}
      </Typography.Title>
      <RichTextView html={description} />
      <ul className="company-gallery__thumbs">
        {photos.map((photo, index) => (
          <li key={photo.uuid}>
            <button type="button" className="company-gallery__thumb" onClick={() => setOpen(index)}>
              <img src={photo.url} alt={photo.name} width={122} height={122} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <ImageViewer images={photos} start={open} onClose={() => setOpen(null)} />}
    </section>
  );
};
