import { EMAIL_STATUS_LABELS, EMAIL_STATUSES, type EmailStatus, formatCount } from '@platform/shared';

type Props = {
  counts: Record<EmailStatus, number> | undefined;
  selected: EmailStatus | undefined;
  onSelect: (status: EmailStatus | undefined) => void;
};

export const STATUS_COLORS: Record<EmailStatus, string> = {
  QUEUED: 'blue',
  SENDING: 'processing',
  SENT: 'green',
  FAILED: 'red',
  NOT_SENT: 'default',
};

/** Counts per status at the top of /emaile; a count filters the list by its status (again: all). */
export const StatusCounts = ({ counts, selected, onSelect }: Props) => (
  <div className="email-status-counts">
    {EMAIL_STATUSES.map((status) => (
      <button
        key={status}
        type="button"
        aria-pressed={selected === status}
        data-testid={`email-count-${status}`}
        className={`email-status-count status-${status}${selected === status ? ' is-selected' : ''}`}
        onClick={() => onSelect(selected === status ? undefined : status)}
      >
        <span className="email-status-count-label">{EMAIL_STATUS_LABELS[status]}</span>
        <span className="email-status-count-value">{formatCount(counts?.[status] ?? 0)}</span>
      </button>
    ))}
  </div>
);
