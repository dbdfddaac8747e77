import { COMPANY_TEXTS } from '@platform/shared';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useFollowCompany } from '../../api/follow-company';
import { useFollowStatus } from '../../api/get-follow-status';
import { FollowSettingsDialog } from './follow-settings-dialog';

type Props = { companyId: number; isSubsidized: boolean };

/**
 * Follow states of spec 4: 'Obserwuj' follows and opens the settings dialog; 'Obserwujesz' (ghost,
 * with its tooltip) opens the dialog, where the user may change the settings or stop following.
 */
export const FollowControl = ({ companyId, isSubsidized }: Props) => {
  const status = useFollowStatus(companyId, true);
  const follow = useFollowCompany(companyId);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (status.isError) return null;
  const following = status.data?.following === true;
  return (
    <>
      {following ? (
        <Tooltip title={COMPANY_TEXTS.followingTooltip}>
          <Button type="primary" ghost onClick={() => setDialogOpen(true)} data-testid="following-button">
            {COMPANY_TEXTS.following}
          </Button>
        </Tooltip>
      ) : (
        <Button
          type="primary"
          loading={status.isPending || follow.isPending}
          onClick={() => follow.mutate(undefined, { onSuccess: () => setDialogOpen(true) })}
          data-testid="follow-button"
        >
          {COMPANY_TEXTS.follow}
        </Button>
      )}
      {dialogOpen && (
        <FollowSettingsDialog companyId={companyId} isSubsidized={isSubsidized} onClose={() => setDialogOpen(false)} />
      )}
    </>
  );
};
