import type { FeatureFlag, TemporaryPermission } from '@platform/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Who may open a route (spec 6). */
export type Access = 'public' | 'user' | 'admin' | 'superadmin';

/**
 * Temporary-access behaviour of a route (spec 2.6 and 4):
 * - protected: under temporary access all permissions are required, else the not-authorized screen;
 *   without temporary access the route behaves as `access` says;
 * - unprotected: a temporary session lacking the permissions is ended.
 */
export type TemporaryRule = { mode: 'protected' | 'unprotected'; permissions: readonly TemporaryPermission[] };

export type RouteHandle = {
  title: string;
  access: Access;
  temporary?: TemporaryRule;
  /** route params that must be positive integers, with the Polish text shown otherwise */
  numericParams?: Readonly<Record<string, string>>;
  /** the route exists only when this feature flag passes */
  featureFlag?: FeatureFlag;
  /** admin-only and superadmin-only routes offer 'Zaloguj się' on the 403 page */
  adminRoute?: boolean;
  /** the page shows its own free-tier upsell, so the shell's banner stays away (one upsell per page) */
  ownUpsell?: boolean;
};

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'title' in value && 'access' in value;

type PageModule = Promise<{ Component: ComponentType }>;
export type LazyPage = () => PageModule;

/** Shared lazy page: the honest "in preparation" notice with the route's Polish title. */
const placeholderPage: LazyPage = () =>
  import('@/features/placeholders/pages/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

type PathDef = { path: string; title: string };

/** One route: its pattern and title come from the paths module, the page is loaded lazily. */
export const page = (
  def: PathDef,
  access: Access,
  lazy: LazyPage = placeholderPage,
  extra: Partial<Omit<RouteHandle, 'title' | 'access'>> = {},
): RouteObject => ({
  path: def.path,
  handle: { title: def.title, access, ...extra } satisfies RouteHandle,
  lazy,
});
