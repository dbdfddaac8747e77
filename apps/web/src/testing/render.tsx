import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AntdProvider } from '@/components/antd-provider';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders routes in a memory router with the app's providers and a fresh query client. */
export const renderRoutes = (routes: RouteObject[], initialPath: string, queryClient = testQueryClient()) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <AntdProvider>
        <RouterProvider router={router} />
      </AntdProvider>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
};

/** One element at a path. */
export const renderAt = (element: ReactNode, path = '/', extra: RouteObject[] = [], queryClient = testQueryClient()) =>
  renderRoutes([{ path, element }, ...extra], path, queryClient);

/** Makes antd's breakpoints see a desktop-wide window, for this test (setup-tests.ts puts the default back after it). */
export const useDesktopMedia = () => {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
};
