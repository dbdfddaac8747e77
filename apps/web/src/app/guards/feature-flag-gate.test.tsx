import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '@/lib/query-keys';
import { renderAt, testQueryClient } from '@/testing/render';
import { FeatureFlagGate } from './feature-flag-gate';

/** The gate with the flags answer already cached for an anonymous session. */
const renderGate = (COMPANY_OFFER: boolean) => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.featureFlags('anonymous'), { environment: 'test', flags: { COMPANY_OFFER } });
  return renderAt(
    <FeatureFlagGate flag="COMPANY_OFFER" fallback={<p>nie znaleziono</p>}>
      <p>edycja oferty</p>
    </FeatureFlagGate>,
    '/',
    [],
    queryClient,
  );
};

describe('FeatureFlagGate', () => {
  it('renders the route when the flag passes', async () => {
    renderGate(true);
    expect(await screen.findByText('edycja oferty')).toBeTruthy();
  });

  it('shows the fallback (not found) when the flag is off', async () => {
    renderGate(false);
    expect(await screen.findByText('nie znaleziono')).toBeTruthy();
    expect(screen.queryByText('edycja oferty')).toBeNull();
  });
});
