import { LIMITS, INVESTMENT_TRACKING_MESSAGES as M, WATCHED_INVESTMENTS_TEXTS as T } from '@platform/shared';
import { Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useFollowInvestment, useUnfollowInvestment } from '../api/follow-investment';
import { useInvestmentFollow } from '../api/get-investment-follow';

/**
 * 'Obserwuj' on the investment page (the investment database: watch): follow with a private note,
 * edit the note, stop following. The changes of a watched investment reach the user by e-mail as
 * the notification settings say, and show on 'Obserwowane inwestycje'.
 */
export const FollowInvestmentCard = ({ investmentId }: { investmentId: number }) => {
  const follow = useInvestmentFollow(investmentId);
  const save = useFollowInvestment(investmentId);
  const unfollow = useUnfollowInvestment(investmentId);
  const noteId = useId();
  const stored = follow.data?.note ?? '';
  const [note, setNote] = useState(stored);
  useEffect(() => setNote(stored), [stored]);
  const dirty = note !== stored;
  const { markSaved } = useUnsavedChanges(dirty);
  const over = note.length > LIMITS.followNoteMax;

  const submit = () =>
    save.mutate(
      { note: note.trim() ? note : null },
      { onSuccess: () => markSaved(), onError: (error) => notify.error(errorMessage(error)) },
    );

  if (!follow.data)
    return <Card size="small">{follow.isError ? errorMessage(follow.error) : <Skeleton active />}</Card>;
  const { following, followedAt } = follow.data;
  return (
    <Card
      size="small"
      title={T.follow}
      data-testid="investment-follow"
      extra={following && <Tag color="green">{T.following}</Tag>}
      style={{ marginTop: 16 }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {following && followedAt && (
          <Typography.Text type="secondary">
            {T.followedSince} {dayjs(followedAt).format('DD.MM.YYYY')}
          </Typography.Text>
        )}
        <label htmlFor={noteId}>{T.note}</label>
        <LimitedTextArea
          id={noteId}
          value={note}
          onChange={setNote}
          max={LIMITS.followNoteMax}
          tooLongMessage={M.noteTooLong}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder="Twoja prywatna notatka o tej inwestycji"
        />
        <Space wrap>
          {!following && (
            <Button type="primary" onClick={submit} loading={save.isPending} disabled={over}>
              {T.follow}
            </Button>
          )}
          {following && (
            <Button onClick={submit} loading={save.isPending} disabled={over || !dirty}>
              {T.saveNote}
            </Button>
          )}
          {following && (
            <Button
              danger
              loading={unfollow.isPending}
              onClick={() => unfollow.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) })}
            >
              {T.unfollow}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
};
