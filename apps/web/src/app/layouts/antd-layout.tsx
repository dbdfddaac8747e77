import { Outlet } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';

/** Layout route of every page built with Ant Design (all but the login page). */
export const AntdLayout = () => (
  <AntdProvider>
    <Outlet />
  </AntdProvider>
);
