import { richTextToPlain } from '@platform/shared';
import { Typography } from 'antd';

/** Offer texts are shown as plain paragraphs (no HTML from the page reaches the DOM). */
export const OfferText = ({ text }: { text: string | null }) => {
  const paragraphs = richTextToPlain(text ?? '')
    .split(/\n+/)
    .filter((p) => p.trim());
  return paragraphs.length ? (
    <div className="company-text">
      {paragraphs.map((p, i) => (
        // paragraphs may repeat: the index keeps keys unique
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
      ))}
    </div>
  ) : null;
};
