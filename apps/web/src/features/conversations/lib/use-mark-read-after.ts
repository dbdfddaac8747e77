import { POLLING } from '@platform/shared';
import { useEffect } from 'react';
import { useMarkRead } from '../api/mark-read';

/** A thread showing unread is marked read after 3 s on screen (spec 2.9); leaving earlier cancels it. */
export const useMarkReadAfter = (conversationId: number | null, unread: number) => {
  const { mutate } = useMarkRead();
  useEffect(() => {
    if (!conversationId || unread <= 0) return;
    const timer = setTimeout(() => mutate(conversationId), POLLING.markReadAfter);
    return () => clearTimeout(timer);
  }, [conversationId, unread, mutate]);
};
