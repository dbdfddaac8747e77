import { Button, Col, Input, Row, Select } from 'antd';
import { type EditSection, videoIdOf } from '../../lib/offer-form';
import { Field } from '../edit/field';
import { AttachmentsInput } from './attachments-input';

type Props = {
  index: number;
  section: EditSection;
  onChange: (section: EditSection) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** One offer section: title, media side (LEFT/RIGHT), text, photos, attachments and videos by id. */
export const OfferSectionFields = ({ index, section, onChange, onRemove, onUploadingChange }: Props) => {
  const id = `offer-section-${index}`;
  const set = (patch: Partial<EditSection>) => onChange({ ...section, ...patch });
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
        <Input.TextArea
          id={`${id}-description`}
          autoSize={{ minRows: 3, maxRows: 10 }}
          value={section.description}
          onChange={(e) => set({ description: e.target.value })}
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
      <Field id={`${id}-videos`} label="Filmy YouTube (adres lub identyfikator, każdy w nowej linii)">
        <Input.TextArea
          id={`${id}-videos`}
          autoSize={{ minRows: 1, maxRows: 5 }}
          value={section.videos.map((v) => v.videoId).join('\n')}
          onChange={(e) =>
            set({
              videos: e.target.value.split('\n').map((line, i) => ({
                videoId: videoIdOf(line),
                title: section.videos[i]?.title ?? '',
                description: section.videos[i]?.description ?? '',
              })),
            })
          }
        />
      </Field>
      <Button danger onClick={onRemove}>
        Usuń sekcję
      </Button>
    </fieldset>
  );
};
