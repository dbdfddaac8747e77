import { noContent, request } from '@/lib/api-client';

/**
 * POST /orders/{id}/attachment-downloads: the card reports that its user opened an attachment (the
 * file comes from a signed link that names nobody); an invited company's download shows in the
 * client's 'Zaproszone firmy' tab. Fire and forget: a failure changes nothing for the user.
 */
export const recordAttachmentDownload = (orderId: number, uuid: string) =>
  request(`/orders/${orderId}/attachment-downloads`, {
    method: 'POST',
    body: { uuid },
    schema: noContent,
    auth: 'user',
    failures: 'silent',
  }).catch(() => undefined);
