export declare const isStale: (workspace: 'packages/shared' | 'apps/api' | 'apps/web') => boolean;
export declare const buildStale: (
  workspaces?: ('packages/shared' | 'apps/api' | 'apps/web')[],
  options?: { stdio?: 'inherit' | 'pipe' | 'ignore' },
) => boolean;
