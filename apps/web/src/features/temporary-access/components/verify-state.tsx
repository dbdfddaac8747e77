import { Tag } from 'antd';
import { errorMessage } from '@/lib/api-error';
import type { useVerifyAccess } from '../api/verify-access';

/** Result of the server-side verify call. */
export const VerifyState = ({ verify }: { verify: ReturnType<typeof useVerifyAccess> }) => {
  if (verify.isPending) return <span>sprawdzanie…</span>;
  if (verify.isError) return <Tag color="red">odmowa: {errorMessage(verify.error)}</Tag>;
  return (
    <span data-testid="verify-result">
      <Tag color={verify.data.valid ? 'green' : 'red'}>{verify.data.valid ? 'ważny' : 'nieważny'}</Tag>
      {verify.data.accessType === 'TEMPORARY' ? 'dostęp tymczasowy' : 'dostęp automatyczny'}:{' '}
      {verify.data.permissions.join(', ') || 'brak uprawnień'}
    </span>
  );
};
