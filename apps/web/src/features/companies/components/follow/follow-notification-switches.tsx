import { COMPANY_TEXTS, type FollowNotifications } from '@platform/shared';
import { Switch, Tooltip } from 'antd';
import { useId } from 'react';

type Props = { value: FollowNotifications; onChange: (value: FollowNotifications) => void; disabled: boolean };

const OPTIONS: { key: keyof FollowNotifications; label: string }[] = [
  { key: 'tookPartInNewInvestment', label: 'Powiadamiaj, gdy firma weźmie udział w nowej inwestycji' },
  { key: 'investmentUpdated', label: 'Powiadamiaj o aktualizacjach inwestycji tej firmy' },
];

/** The two notification switches: on by default, off and disabled for subsidised users (spec 5). */
export const FollowNotificationSwitches = ({ value, onChange, disabled }: Props) => {
  const id = useId();
  return (
    <fieldset className="follow-switches">
      <legend>Powiadomienia e-mail</legend>
      {OPTIONS.map(({ key, label }) => {
        const control = (
          <Switch
            id={`${id}-${key}`}
            checked={value[key]}
            disabled={disabled}
            onChange={(checked) => onChange({ ...value, [key]: checked })}
          />
        );
        return (
          <div key={key} className="follow-switches__row">
            {disabled ? <Tooltip title={COMPANY_TEXTS.subscriptionOnly}>{control}</Tooltip> : control}
            <label htmlFor={`${id}-${key}`}>{label}</label>
          </div>
        );
      })}
    </fieldset>
  );
};
