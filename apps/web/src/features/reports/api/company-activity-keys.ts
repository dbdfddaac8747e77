import type { CompanyActivityParams } from '@platform/shared';

/** Query keys of the company-activity report, from its normalised parameters. */
export const companyActivityKeys = {
  all: ['reports', 'company-activity'] as const,
  works: (companyId: number, withArchived: boolean) =>
    ['reports', 'company-activity', companyId, 'works', { withArchived }] as const,
  connections: (params: CompanyActivityParams, page: number, size: number) =>
    [
      'reports',
      'company-activity',
      params.companyId,
      'connections',
      { ...params, focusConnections: false },
      page,
      size,
    ] as const,
};
