import { WRITE_SAFETY_MESSAGES as M } from '@platform/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';

/**
 * A save refused because another tab (or person) saved first (409 STALE_VERSION): the Polish
 * message and the choice to load the current version. What was typed stays on screen until then,
 * so it can be copied first.
 */
export const StaleVersionAlert = ({ onReload }: { onReload: () => Promise<unknown> }) => {
  const [loading, setLoading] = useState(false);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="stale-version"
      title={M.staleVersion}
      // below the text, not beside it: on a phone a side button squeezes the message into a column
      description={
        <Button
          size="small"
          loading={loading}
          onClick={() => {
            setLoading(true);
            void onReload().finally(() => setLoading(false));
          }}
        >
          {M.reload}
        </Button>
      }
    />
  );
};
