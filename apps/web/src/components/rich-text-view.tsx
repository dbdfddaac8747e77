import { Typography } from 'antd';

/**
 * Shows rich text that the server has sanitised (its allowed tags only); text without tags (older
 * records) is shown as paragraphs.
 */
export const RichTextView = ({
  html,
  className = 'company-text',
}: {
  html: string | null | undefined;
  className?: string;
}) => {
  if (!html?.trim()) return null;
  if (!/<[a-z][\s\S]*>/i.test(html)) {
    const paragraphs = html.split(/\n+/).filter((p) => p.trim());
    return (
      <div className={className}>
        {paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text whose paragraphs may repeat
          <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
        ))}
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (apps/api/src/lib/rich-text.ts)
  return <div className={`${className} rich-text`} dangerouslySetInnerHTML={{ __html: html }} />;
};
