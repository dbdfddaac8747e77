import { Space, Switch } from 'antd';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/** /zaproszenia-do-zlecen: only the invitations nobody of my company has opened yet (the server's hideSeen). */
export const HideSeenSwitch = ({ checked, onChange }: Props) => (
  <Space size={8}>
    <Switch id="hide-seen" checked={checked} onChange={onChange} data-testid="hide-seen" />
    <label htmlFor="hide-seen">Tylko nowe zaproszenia</label>
  </Space>
);
