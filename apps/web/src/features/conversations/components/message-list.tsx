import type { ConversationMessage } from '@platform/shared';
import { Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { dayHeading, groupByDay, time } from '../lib/format';
import { MessageText } from './message-text';

/** Messages grouped by day, with author, position and the colleague mark; scrolled to the latest. */
export const MessageList = ({ messages }: { messages: ConversationMessage[] }) => {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <div className="conv-messages" data-testid="message-list">
      {groupByDay(messages).map((group) => (
        <section key={group.day}>
          <div className="conv-day">{dayHeading(group.items[0]!.sent)}</div>
          {group.items.map((m) => (
            <article key={m.id} className={`conv-message ${m.from.colleague ? 'conv-mine' : ''}`} data-testid="message">
              <header>
                <Typography.Text strong>
                  {m.from.userFirstName} {m.from.userLastName}
                </Typography.Text>
                {m.from.position && <Typography.Text type="secondary"> · {m.from.position}</Typography.Text>}
                {m.from.colleague && (
                  <Tag color="blue" style={{ marginInlineStart: 8 }}>
                    Twoja firma
                  </Tag>
                )}
                <Typography.Text type="secondary" style={{ float: 'right' }}>
                  {time(m.sent)}
                </Typography.Text>
              </header>
              {m.text && <MessageText text={m.text} />}
              {m.attachments.length > 0 && (
                <ul className="conv-files">
                  {m.attachments.map((a) => (
                    <li key={a.uuid}>
                      <a href={a.url} target="_blank" rel="noopener noreferrer">
                        📎 {a.attachmentName}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </section>
      ))}
      <div ref={end} />
    </div>
  );
};
