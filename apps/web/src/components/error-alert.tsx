import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { errorMessage, isApiError, REQUEST_ID_LABEL } from '@/lib/api-error';

/**
 * A failed call shown in place of what it should have loaded: its Polish message and, for a server
 * failure, the request id its lines in the server log carry (docs/operations.md, "Request ids"), which the
 * user quotes to support as under a toast.
 */
export const ErrorAlert = ({
  error,
  title,
  style,
  'data-testid': testId,
}: {
  error: unknown;
  /** the page's own words for the failure; the error's message otherwise */
  title?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}) => {
  const requestId = isApiError(error) && error.status >= 500 ? error.requestId : undefined;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? errorMessage(error)}
      description={requestId ? `${REQUEST_ID_LABEL} ${requestId}` : undefined}
      style={style}
      data-testid={testId}
    />
  );
};
