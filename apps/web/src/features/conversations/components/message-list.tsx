import type { ConversationMessage } from '@platform/shared';
import { Button, Tag, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { dayHeading, groupByDay, time } from '../lib/format';
import { MessageText } from './message-text';

type Props = {
  messages: ConversationMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/**
 * Messages grouped by day, with author, position and the colleague mark. Opens (and follows new
 * messages) at the latest; an older page added above keeps the reader where they were.
 */
export const MessageList = ({ messages, hasOlder, loadingOlder, onLoadOlder }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const shownLast = useRef<number | undefined>(undefined);
  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: also when only the first message changes (an older page)
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (last !== shownLast.current) el.scrollTop = el.scrollHeight;
    else el.scrollTop = el.scrollHeight - fromBottom.current;
    shownLast.current = last;
    fromBottom.current = el.scrollHeight - el.scrollTop;
  }, [first, last]);
  const remember = () => {
    const el = box.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
  };
  return (
    <div className="conv-messages" data-testid="message-list" ref={box} onScroll={remember}>
      {hasOlder && (
        <div className="conv-older">
          <Button size="small" loading={loadingOlder} onClick={onLoadOlder}>
            Wcześniejsze wiadomości
          </Button>
        </div>
      )}
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
    </div>
  );
};
