import { ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import type { ReactNode } from 'react';
import { theme } from '@/config/theme';
import { FIRST_ERROR_SCROLL } from '@/lib/zod-form';

dayjs.locale('pl');

/**
 * Ant Design with the Polish locale and the theme, and dayjs in Polish. Every part of the app
 * that renders antd sits inside it (the antd route layout, the logged-in menus, error screens, the
 * toast host); the login page renders no antd and does not load it. A form whose rules refuse a
 * submit takes the user to its first error.
 */
export const AntdProvider = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={plPL} theme={theme} form={{ scrollToFirstError: FIRST_ERROR_SCROLL }}>
    {children}
  </ConfigProvider>
);
