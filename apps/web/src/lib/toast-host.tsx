import { App, Typography } from 'antd';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AntdProvider } from '@/components/antd-provider';
import { REQUEST_ID_LABEL } from './api-error';
import type { Notifier } from './notifier';

const Bridge = ({ onReady }: { onReady: (notifier: Notifier) => void }) => {
  const { message } = App.useApp();
  useEffect(() => {
    onReady({
      error: (text, requestId) =>
        void message.error(
          requestId ? (
            <span>
              {text}
              <br />
              <Typography.Text type="secondary" className="toast-request-id">
                <small>
                  {REQUEST_ID_LABEL} {requestId}
                </small>
              </Typography.Text>
            </span>
          ) : (
            text
          ),
        ),
      success: (text) => void message.success(text),
      info: (text) => void message.info(text),
    });
  }, [message, onReady]);
  return null;
};

/** Mounts antd `App` (Polish locale, theme) in its own root and resolves with its message API. */
export const mountToastHost = (): Promise<Notifier> =>
  new Promise((resolve) => {
    const container = document.createElement('div');
    container.id = 'toast-host';
    document.body.appendChild(container);
    createRoot(container).render(
      <AntdProvider>
        <App component={false}>
          <Bridge onReady={resolve} />
        </App>
      </AntdProvider>,
    );
  });
