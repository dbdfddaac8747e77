import type { CompanyOffer } from '@platform/shared';
import { Typography } from 'antd';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { OfferText } from './offer-text';

type Section = CompanyOffer['sections'][number];

const videoSrc = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;

/**
 * One offer section: text beside its photos (media on the LEFT or RIGHT), attachments and videos
 * (videos only with the offer video feature flag).
 */
export const OfferSection = ({ section }: { section: Section }) => {
  const videosEnabled = useFeatureFlag('COMPANY_OFFER_VIDEO').enabled;
  const hasMedia = section.photos.length > 0;
  return (
    <section className={`offer-section offer-section--${section.align.toLowerCase()}`}>
      <div className="offer-section__body">
        {section.title && (
          <Typography.Title level={3} className="offer-section__title">
            {section.title}
          </Typography.Title>
        )}
        <OfferText text={section.description} />
        {section.attachments.length > 0 && (
          <ul className="offer-section__files" aria-label="Załączniki">
            {section.attachments.map((file) => (
              <li key={file.uuid}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.attachmentName}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {hasMedia && (
        <div className="offer-section__media">
          {section.photos.map((photo) => (
            <img key={photo.uuid} src={photo.url} alt={photo.name} loading="lazy" />
          ))}
        </div>
      )}
      {videosEnabled && section.videos.length > 0 && (
        <div className="offer-section__videos">
          {section.videos.map((video, index) => (
            // the same video may appear twice; the order is the identity
            // biome-ignore lint/suspicious/noArrayIndexKey: ordered list
            <figure key={index}>
              <iframe
                src={videoSrc(video.videoId)}
                title={video.title ?? 'Film'}
                loading="lazy"
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
              />
              {(video.title || video.description) && (
                <figcaption>
                  {video.title && <strong>{video.title}</strong>}
                  {video.description && <div>{video.description}</div>}
                </figcaption>
              )}
            </figure>
          ))}
        </div>
      )}
    </section>
  );
};
