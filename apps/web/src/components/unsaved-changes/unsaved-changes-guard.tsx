import { WRITE_SAFETY_MESSAGES as M } from '@platform/shared';
import { Modal } from 'antd';
import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges } from './use-unsaved-changes';

/**
 * The one guard of unsaved changes, mounted once by the layout: while a form on screen has changes
 * (`useUnsavedChanges`), leaving for another page of the app asks first (the router's blocker: 'Wyjdź
 * bez zapisywania' or 'Zostań'), and closing or reloading the tab gets the browser's own question
 * ('beforeunload'). A change of the query or hash of the same page (a tab, a filter) is not leaving.
 */
export const UnsavedChangesGuard = () => {
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
      [],
    ),
  );
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // older browsers ask only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={M.unsavedTitle}
      okText={M.unsavedLeave}
      cancelText={M.unsavedStay}
      okButtonProps={{ danger: true, id: 'unsaved-leave' }}
      cancelButtonProps={{ id: 'unsaved-stay' }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      <p data-testid="unsaved-changes-prompt">{M.unsavedChanges}</p>
    </Modal>
  );
};
