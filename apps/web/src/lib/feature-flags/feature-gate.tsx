import type { FeatureFlag } from '@platform/shared';
import type { ReactNode } from 'react';
import { useFeatureFlag } from './use-feature-flags';

type Props = { flag: FeatureFlag; children: ReactNode; fallback?: ReactNode };

/** Renders its children only when the feature flag passes (for parts of a page). */
export const FeatureGate = ({ flag, children, fallback = null }: Props) => {
  const { enabled, isLoading } = useFeatureFlag(flag);
  if (isLoading) return null;
  return enabled ? children : fallback;
};
