import { EMAIL_CHANGE_TEXTS as T } from '@platform/shared';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmEmailChange, useEmailChangeLink } from '../api/email-change';
import { AuthCard } from '../components/auth-card';
import { AuthAlert, AuthFormEnd } from '../components/auth-form-end';

/**
 * /auth/nowy-email/{token}: the link sent to a new address from 'Moje konto'. Opening it changes
 * nothing (mail scanners open links too); the button makes the address the account's.
 */
export const EmailChangePage = () => {
  const token = useParams().token ?? '';
  const link = useEmailChangeLink(token);
  const confirm = useConfirmEmailChange(token);
  const toAccount = <Link to={paths.myAccount.to()}>{T.toAccount}</Link>;

  if (link.isPending) return <AuthCard title={T.confirmTitle}>{null}</AuthCard>;
  if (confirm.isSuccess)
    return (
      <AuthCard title={T.confirmTitle} footer={toAccount}>
        <p className="form-notice" role="status" data-testid="email-change-done">
          {T.confirmed(confirm.data.email)}
        </p>
      </AuthCard>
    );
  if (link.isError)
    return (
      <AuthCard title={T.confirmTitle} footer={toAccount}>
        <AuthAlert error={link.error} testId="email-change-error" />
      </AuthCard>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <AuthCard title={T.confirmTitle} subtitle={T.confirmLead(link.data.email)} footer={toAccount}>
      <form onSubmit={submit} aria-label={T.confirmTitle}>
        <AuthFormEnd error={confirm.error} pending={confirm.isPending}>
          {T.confirmSubmit}
        </AuthFormEnd>
      </form>
    </AuthCard>
  );
};
