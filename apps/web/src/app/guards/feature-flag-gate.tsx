import type { FeatureFlag } from '@platform/shared';
import type { ReactNode } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';

type Props = { flag: FeatureFlag; fallback: ReactNode; children: ReactNode };

/** A route that exists only when its feature flag passes (e.g. COMPANY_OFFER). */
export const FeatureFlagGate = ({ flag, fallback, children }: Props) => {
  const { enabled, isLoading } = useFeatureFlag(flag);
  if (isLoading) return <FullPageSpinner />;
  return enabled ? children : fallback;
};
