import { AntdProvider } from '@/components/antd-provider';
import { NotFoundScreen } from '@/components/not-found-screen';
import { RenderErrorScreen } from '@/features/errors/components/render-error-screen';

/** The error boundary's screens with their antd context (the boundary sits above the antd layout). */
export const ErrorScreens = ({ notFound, onReturn }: { notFound: boolean; onReturn: () => void }) => (
  <AntdProvider>{notFound ? <NotFoundScreen /> : <RenderErrorScreen onReturn={onReturn} />}</AntdProvider>
);
