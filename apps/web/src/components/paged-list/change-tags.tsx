import { Space, Tag, Typography } from 'antd';

type Props = {
  /** What changed, each a short Polish phrase ('Zmiana etapu', '2 nowe zlecenia'); falsy ones are left out. */
  changes: readonly (string | false)[];
  /** Said when nothing changed ('Bez zmian od ostatniej wizyty'). */
  none: string;
  testId: string;
};

/** What changed on a followed thing since the user last left its list: orange marks, or a grey 'no change'. */
export const ChangeTags = ({ changes, none, testId }: Props) => {
  const tags = changes.filter((t): t is string => Boolean(t));
  if (tags.length === 0) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap data-testid={testId}>
      {tags.map((text) => (
        <Tag key={text} color="orange">
          {text}
        </Tag>
      ))}
    </Space>
  );
};
