import { DISTANCE_OPTIONS_KM, WHOLE_POLAND_DISTANCE } from '@platform/shared';
import { Select, Space, Typography } from 'antd';

const OPTIONS = [
  ...DISTANCE_OPTIONS_KM.map((km) => ({ value: km, label: `${km} km` })),
  { value: WHOLE_POLAND_DISTANCE, label: 'cała Polska' },
];

type Props = { value: number | undefined; onChange: (km: number | undefined) => void; label: string; testId: string };

/** A recommendation distance: the shared list plus 'cała Polska' (9999), or none. */
export const DistanceSelect = ({ value, onChange, label, testId }: Props) => (
  <Space direction="vertical" size={2}>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {label}
    </Typography.Text>
    <Select
      allowClear
      aria-label={label}
      placeholder="Nie wybrano"
      style={{ minWidth: 190 }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={OPTIONS}
      data-testid={testId}
    />
  </Space>
);
