import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import '@/components/buttons.css';

type Props = {
  /** The failed call's error, shown in Polish above the button (the error catalogue's message). */
  error: unknown;
  pending: boolean;
  children: ReactNode;
};

/**
 * The end of every light auth form (login, forgotten password, new password): the call's failure as
 * an alert, then the one submit button, disabled while the call runs so that it cannot go twice.
 */
export const AuthFormEnd = ({ error, pending, children }: Props) => (
  <>
    {error != null && <AuthAlert error={error} />}
    <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={pending}>
      {children}
    </button>
  </>
);

/** A failed call on a light auth page, read out at once (role alert). */
export const AuthAlert = ({ error, testId }: { error: unknown; testId?: string }) => (
  <div className="form-alert" role="alert" data-testid={testId}>
    {errorMessage(error)}
  </div>
);
