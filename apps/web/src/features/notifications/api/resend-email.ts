import { adminEmailPreviewSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { refreshAfterWrite } from '@/lib/query-client';
import { notificationKeys } from './query-keys';

/** POST /api/v2/admin/emails/{id}/resend: a failed e-mail goes back to the queue. */
export const resendEmail = (id: number) =>
  request(`/admin/emails/${id}/resend`, { method: 'POST', schema: adminEmailPreviewSchema });

export const useResendEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: (email) => {
      queryClient.setQueryData(notificationKeys.adminEmail(email.id), email);
      void refreshAfterWrite(queryClient, notificationKeys.adminEmails);
      notify.success('Wiadomość wróciła do kolejki wysyłki');
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
};
