/** Centred spinner while a page or the current user loads (plain CSS: no extra script). */
export const FullPageSpinner = () => (
  <div className="page-spinner" role="status" aria-live="polite">
    <span className="page-spinner__dot" />
    <span className="visually-hidden">Ładowanie…</span>
  </div>
);
