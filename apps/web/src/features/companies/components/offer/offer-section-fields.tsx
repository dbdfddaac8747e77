import { OFFER_LIMITS } from '@platform/shared';
import { Button, Col, Input, Row, Select } from 'antd';
import { RichTextEditor } from '@/components/rich-text-editor';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { type EditSection, type EditVideo, emptyVideo, isEmptyVideo, isValidVideo } from '../../lib/offer-form';
import { Field } from '../edit/field';
import { AttachmentsInput } from './attachments-input';

type Props = {
  index: number;
  section: EditSection;
  /** a save was refused: show what is wrong */
  invalid: boolean;
  onChange: (section: EditSection) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean, key: string) => void;
};

/**
 * One offer section: title, media side (LEFT/RIGHT), text, photos, attachments and YouTube videos
 * (videos only with the offer video feature flag; saved videos are kept when it is off).
 */
export const OfferSectionFields = ({ index, section, invalid, onChange, onRemove, onUploadingChange }: Props) => {
  const videosEnabled = useFeatureFlag('COMPANY_OFFER_VIDEO').enabled;
  const id = `offer-section-${index}`;
  const set = (patch: Partial<EditSection>) => onChange({ ...section, ...patch });
  const setVideo = (key: string, patch: Partial<EditVideo>) =>
    set({ videos: section.videos.map((v) => (v.key === key ? { ...v, ...patch } : v)) });
  const videoError = (v: EditVideo) =>
    !invalid || isEmptyVideo(v) || isValidVideo(v)
      ? undefined
      : v.videoId.trim()
        ? 'Podaj poprawny adres filmu YouTube lub jego identyfikator'
        : 'To pole jest wymagane';
  return (
    <fieldset className="offer-editor__section" data-testid={id}>
      <legend>Sekcja {index + 1}</legend>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Field id={`${id}-title`} label="Tytuł sekcji">
            <Input id={`${id}-title`} value={section.title} onChange={(e) => set({ title: e.target.value })} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field id={`${id}-align`} label="Zdjęcia po stronie">
            <Select
              id={`${id}-align`}
              value={section.align}
              options={[
                { value: 'LEFT', label: 'prawej (tekst po lewej)' },
                { value: 'RIGHT', label: 'lewej (tekst po prawej)' },
              ]}
              onChange={(align: 'LEFT' | 'RIGHT') => set({ align })}
            />
          </Field>
        </Col>
      </Row>
      <Field id={`${id}-description`} label="Opis sekcji">
        <RichTextEditor
          id={`${id}-description`}
          aria-label="Opis sekcji"
          minHeight={96}
          value={section.description}
          onChange={(description) => set({ description: description ?? '' })}
        />
      </Field>
      <Field id={`${id}-photos`} label="Zdjęcia">
        <AttachmentsInput
          images
          value={section.photos}
          onChange={(photos) => set({ photos })}
          onUploadingChange={onUploadingChange}
        />
      </Field>
      <Field id={`${id}-files`} label="Załączniki">
        <AttachmentsInput
          value={section.attachments}
          onChange={(attachments) => set({ attachments })}
          onUploadingChange={onUploadingChange}
        />
      </Field>
      {videosEnabled && (
        <div className="offer-editor__videos" data-testid={`offer-videos-${index}`}>
          <div className="offer-editor__subtitle">Filmy YouTube</div>
          {section.videos.map((video, v) => {
            const vid = `${id}-video-${v}`;
            return (
              <div key={video.key} className="offer-editor__video" data-testid={`offer-video-${index}-${v}`}>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Field id={`${vid}-id`} label="Adres filmu lub identyfikator" required error={videoError(video)}>
                      <Input
                        id={`${vid}-id`}
                        placeholder="https://www.youtube.com/watch?v=…"
                        value={video.videoId}
                        onChange={(e) => setVideo(video.key, { videoId: e.target.value })}
                      />
                    </Field>
                  </Col>
                  <Col xs={24} md={12}>
                    <Field id={`${vid}-title`} label="Tytuł filmu">
                      <Input
                        id={`${vid}-title`}
                        value={video.title}
                        onChange={(e) => setVideo(video.key, { title: e.target.value })}
                      />
                    </Field>
                  </Col>
                </Row>
                <Field id={`${vid}-description`} label="Opis filmu">
                  <Input.TextArea
                    id={`${vid}-description`}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    value={video.description}
                    onChange={(e) => setVideo(video.key, { description: e.target.value })}
                  />
                </Field>
                <Button
                  size="small"
                  danger
                  onClick={() => set({ videos: section.videos.filter((x) => x.key !== video.key) })}
                >
                  Usuń film
                </Button>
              </div>
            );
          })}
          {section.videos.length < OFFER_LIMITS.videosPerSectionMax && (
            <Button size="small" onClick={() => set({ videos: [...section.videos, emptyVideo()] })}>
              + Dodaj film
            </Button>
          )}
        </div>
      )}
      <Button danger onClick={onRemove}>
        Usuń sekcję
      </Button>
    </fieldset>
  );
};
