/** The list and link tools' icons, drawn at the toolbar's 16 px. */
export const ListIcon = ({ ordered }: { ordered: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    {ordered ? (
      // digits drawn as strokes, not <text>: text inside the button would become part of its visible label
      <g fill="none" stroke="currentColor" strokeWidth="1" strokeLinecap="round" strokeLinejoin="round">
        <path d="M1 1.6 2 1v4" />
        <path d="M0.7 7Q2 5.7 2.9 6.9Q2.8 8 0.7 10H3.1" />
        <path d="M0.7 11.2H2.9L1.7 12.5Q3.3 12.7 2.8 14.2Q2 15.3 0.7 14.6" />
      </g>
    ) : (
      <g fill="currentColor">
        <circle cx="2" cy="3.5" r="1.4" />
        <circle cx="2" cy="8" r="1.4" />
        <circle cx="2" cy="12.5" r="1.4" />
      </g>
    )}
    <g stroke="currentColor" strokeWidth="1.5">
      <line x1="5.5" y1="3.5" x2="15" y2="3.5" />
      <line x1="5.5" y1="8" x2="15" y2="8" />
      <line x1="5.5" y1="12.5" x2="15" y2="12.5" />
    </g>
  </svg>
);

export const LinkIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
  >
    <path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2L7.7 4" />
    <path d="M9.5 6.5a3 3 0 0 0-4.2 0L3 8.8A3 3 0 0 0 7.2 13l1.1-1" />
  </svg>
);
