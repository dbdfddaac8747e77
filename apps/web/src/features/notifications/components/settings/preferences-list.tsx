import {
  DELIVERY_MODE_LABELS,
  DELIVERY_MODES,
  type DeliveryMode,
  NOTIFICATION_TEXTS,
  type NotificationPreference,
} from '@platform/shared';
import { Radio, Tooltip } from 'antd';

type Props = {
  preferences: NotificationPreference[];
  /** The kind being saved (its choice is disabled until the answer). */
  saving: string | null;
  onChange: (kind: NotificationPreference['kind'], mode: DeliveryMode) => void;
};

const options = DELIVERY_MODES.map((mode) => ({ value: mode, label: DELIVERY_MODE_LABELS[mode] }));

/** One row per kind of e-mail: its name and the choice "Od razu" / "W podsumowaniu dnia" / "Wyłączone". */
export const PreferencesList = ({ preferences, saving, onChange }: Props) => (
  <ul className="notification-preferences">
    {preferences.map((p) => {
      const choice = (
        <Radio.Group
          aria-label={p.label}
          optionType="button"
          options={options}
          value={p.mode}
          disabled={p.locked || saving === p.kind}
          onChange={(e) => onChange(p.kind, e.target.value as DeliveryMode)}
        />
      );
      return (
        <li key={p.kind} className="notification-preference" data-testid={`preference-${p.kind}`}>
          <span className="notification-preference-label">
            {p.label}
            {p.locked && <span className="notification-preference-hint">{NOTIFICATION_TEXTS.lockedForSubsidized}</span>}
          </span>
          {p.locked ? <Tooltip title={NOTIFICATION_TEXTS.lockedForSubsidized}>{choice}</Tooltip> : choice}
        </li>
      );
    })}
  </ul>
);
