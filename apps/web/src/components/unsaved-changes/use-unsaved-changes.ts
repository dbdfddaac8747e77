import { useCallback, useEffect, useId } from 'react';

/**
 * The forms on screen with changes not yet saved (spec 2: nothing typed is lost silently). Each form
 * reports here through `useUnsavedChanges`; the one guard of the app (`UnsavedChangesGuard`, mounted
 * once by the layout) asks before they are left. One registry, because the router consults a single
 * blocker: a page with several forms (an order card's notes and messages) is guarded by all of them.
 */
type FormState = { dirty: boolean; saved: boolean };
const forms = new Map<string, FormState>();

/** Whether leaving now would lose something typed. */
export const hasUnsavedChanges = () => [...forms.values()].some((f) => f.dirty && !f.saved);

/**
 * Reports a form's unsaved changes while it is on screen. After a save, `markSaved()` lets the form
 * go where it goes next without asking; its next change is guarded again.
 */
export const useUnsavedChanges = (dirty: boolean): { markSaved: () => void } => {
  const id = useId();
  useEffect(() => {
    const state = forms.get(id);
    // a form back to what was stored (saved, or edited back) is guarded again from its next change
    forms.set(id, { dirty, saved: dirty ? (state?.saved ?? false) : false });
  }, [id, dirty]);
  useEffect(() => () => void forms.delete(id), [id]);
  const markSaved = useCallback(() => {
    const state = forms.get(id);
    if (state) state.saved = true;
  }, [id]);
  return { markSaved };
};
