import { COMPANY_TEXTS, type CompanyBasics, MESSAGES, type UserMe } from '@platform/shared';
import { Button, Tooltip } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { FollowControl } from '../follow/follow-control';

/** `locked`: the free tier's view of another company (spec 1), where the report is a paid part too. */
type Props = { basics: CompanyBasics; user: UserMe; locked?: boolean };

const copyLink = () => {
  const done = () => notify.success(MESSAGES.copied);
  const failed = () => notify.error(MESSAGES.copyFailed);
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(window.location.href).then(done, failed);
};

const mailto = (name: string) =>
  `mailto:?subject=${encodeURIComponent(`E-wizytówka firmy ${name}`)}&body=${encodeURIComponent(window.location.href)}`;

/**
 * Actions of a logged-in user (spec 2.1): follow (not on one's own company), copy link, share by
 * e-mail, Edytuj for those allowed to edit, and the company-connections report (subscription only).
 */
export const UserActions = ({ basics, user, locked = false }: Props) => {
  const editTo = basics.canEditBasics
    ? paths.admin.company.to(basics.id)
    : basics.canEdit
      ? paths.admin.companyOffer.to(basics.id)
      : null;
  const connections = paths.reports.companyActivity.to({ companyId: basics.id, focusConnections: true });
  return (
    <div className="company-actions" data-testid="user-actions">
      {!basics.isOwnCompany && <FollowControl companyId={basics.id} isSubsidized={user.isSubsidized} />}
      <Button onClick={copyLink}>{COMPANY_TEXTS.copyLink}</Button>
      <Button href={mailto(basics.displayName)}>{COMPANY_TEXTS.share}</Button>
      {editTo && <LinkButton to={editTo}>{COMPANY_TEXTS.edit}</LinkButton>}
      {user.isSubsidized || locked ? (
        <Tooltip title={COMPANY_TEXTS.subscriptionOnly}>
          <Button disabled>{COMPANY_TEXTS.connections}</Button>
        </Tooltip>
      ) : (
        <LinkButton to={connections}>{COMPANY_TEXTS.connections}</LinkButton>
      )}
    </div>
  );
};
