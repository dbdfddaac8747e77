import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import type { ReactNode } from 'react';
import { theme } from '@/config/theme';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

dayjs.locale('pl');

type Props = { children: ReactNode; queryClient?: typeof defaultQueryClient };

/**
 * Polish locale everywhere (antd and dayjs), the theme and the query client. Toasts come from
 * antd `App` in the toast host (src/lib/toast-host.tsx), mounted on the first toast.
 */
export const AppProviders = ({ children, queryClient = defaultQueryClient }: Props) => (
  <ConfigProvider locale={plPL} theme={theme}>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </ConfigProvider>
);
