import { Outlet } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard';

/** Layout route of every page built with Ant Design (all but the login page); every form is under its guard. */
export const AntdLayout = () => (
  <AntdProvider>
    <Outlet />
    <UnsavedChangesGuard />
  </AntdProvider>
);
