import { OFFER_MESSAGES } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorText } from './offer-error-text';

/** GET /orders/{id}/offers/export?format: the comparison as a spreadsheet, saved by the browser. */
export const exportOffers = async (orderId: number, format: 'xlsx' | 'csv') => {
  const { blob, fileName } = await requestFile(`/orders/${orderId}/offers/export`, {
    query: { format },
    failures: 'inline',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `oferty-zlecenia-${orderId}.${format}`;
  link.click();
  URL.revokeObjectURL(url);
};

export const useExportOffers = (orderId: number) =>
  useMutation({
    mutationFn: (format: 'xlsx' | 'csv') => exportOffers(orderId, format),
    onError: (error) => notify.error(errorText(error, OFFER_MESSAGES.exportFailed)),
  });
