import { COMPANY_TEXTS, WRITE_SAFETY_MESSAGES as M } from '@platform/shared';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * A dialog's unsaved changes, on the one guard of the app: while the dialog holds changes, leaving the
 * page asks (`useUnsavedChanges`), and closing the dialog (its cancel button, the cross, Esc, a click
 * beside it) asks first too. `confirmClose(close)` asks the guard's own question ('Wyjdź bez
 * zapisywania' / 'Zostań'); `confirmClose(close, save)` asks 'Zapisać zmiany?' (Tak saves, Nie drops
 * the changes), as the admin dialogs of the company edit do (spec 4, company edit). Render `holder`
 * inside the component.
 */
export const useDialogUnsavedChanges = (dirty: boolean) => {
  const { markSaved } = useUnsavedChanges(dirty);
  const [modal, holder] = Modal.useModal();
  const confirmClose = useCallback(
    (close: () => void, save?: () => void) => {
      if (!dirty) return close();
      if (save) {
        modal.confirm({
          title: COMPANY_TEXTS.saveChangesQuestion,
          okText: COMPANY_TEXTS.yes,
          cancelText: COMPANY_TEXTS.no,
          onOk: save,
          onCancel: close,
        });
        return;
      }
      modal.confirm({
        title: M.unsavedTitle,
        content: M.unsavedChanges,
        okText: M.unsavedLeave,
        cancelText: M.unsavedStay,
        okButtonProps: { danger: true },
        onOk: close,
      });
    },
    [dirty, modal],
  );
  return { confirmClose, holder, markSaved };
};
