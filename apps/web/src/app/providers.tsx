import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

type Props = { children: ReactNode; queryClient?: typeof defaultQueryClient };

/**
 * App-wide providers: the query client. Ant Design (Polish locale, theme, dayjs 'pl') is provided
 * by `AntdProvider` around the routes and widgets that use it (see app/layouts/antd-layout.tsx);
 * toasts come from antd `App` in the toast host (lib/toast-host.tsx), mounted on the first toast.
 */
export const AppProviders = ({ children, queryClient = defaultQueryClient }: Props) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
