import { type CardPart, type CardPartState, MY_COMPANY_TEXTS as T } from '@platform/shared';
import { List, Tag, Typography } from 'antd';
import { LinkButton } from '@/components/link-button';

type Props = {
  checklist: CardPartState[];
  /** where each part is filled in; null when the caller may not change it */
  linkOf: (part: CardPart) => string | null;
};

/** The card's parts, what is missing first, each with where to fill it in. */
export const CardChecklist = ({ checklist, linkOf }: Props) => {
  const ordered = [...checklist.filter((p) => !p.done), ...checklist.filter((p) => p.done)];
  return (
    <List
      data-testid="card-checklist"
      dataSource={ordered}
      renderItem={({ part, done }) => {
        const link = linkOf(part);
        return (
          <List.Item
            data-testid={`card-part-${part}`}
            actions={
              !done && link
                ? [
                    <LinkButton key="fill" size="small" to={link} aria-label={`${T.fill}: ${T.parts[part].label}`}>
                      {T.fill}
                    </LinkButton>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  {T.parts[part].label}{' '}
                  <Tag color={done ? 'success' : 'warning'} style={{ marginInlineStart: 8 }}>
                    {done ? T.partDone : T.partMissing}
                  </Tag>
                </>
              }
              description={done ? null : <Typography.Text type="secondary">{T.parts[part].hint}</Typography.Text>}
            />
          </List.Item>
        );
      }}
    />
  );
};
