/** The few icons of the shell, inline (no icon package needed). */
type Props = { size?: number };

export const MenuIcon = ({ size = 20 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <path d="M3 6h18M3 12h18M3 18h18" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export const ChevronDownIcon = ({ size = 12 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <path d="M6 9l6 6 6-6" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const CloseIcon = ({ size = 20 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export const OrdersIcon = ({ size = 20 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <rect x="5" y="4" width="14" height="17" rx="2" strokeWidth="2" />
    <path d="M9 4h6v3H9zM9 12h6M9 16h4" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const MessagesIcon = ({ size = 20 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <path d="M4 5h16v11H9l-5 4z" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
