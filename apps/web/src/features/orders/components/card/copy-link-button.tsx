import { Button } from 'antd';
import { toBrowserUrl } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useShareOrder } from '../../api/share-order';

/** The card's own address, absolute (for the clipboard and the QR code). */
export const orderCardUrl = (path: string) => `${window.location.origin}${toBrowserUrl(path)}`;

/** Copies the order's link ('Skopiowano link' / 'Nie udało się skopiować linku') and records a share. */
export const CopyLinkButton = ({ orderId, url }: { orderId: number; url: string }) => {
  const share = useShareOrder();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Skopiowano link');
      share.mutate(orderId);
    } catch {
      notify.error('Nie udało się skopiować linku');
    }
  };
  return <Button onClick={() => void copy()}>Kopiuj link</Button>;
};
