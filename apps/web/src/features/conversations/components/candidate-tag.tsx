import { Tag } from 'antd';

/** The thread's company was invited to the order by its requester (isCandidate). */
export const CandidateTag = () => (
  <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="candidate-tag">
    Zaproszona
  </Tag>
);
