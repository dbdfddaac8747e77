import { Tag } from 'antd';
import type { CSSProperties } from 'react';

/** The thread's company was invited to the order by its requester (isCandidate). */
export const CandidateTag = ({ style }: { style?: CSSProperties }) => (
  <Tag color="gold" style={{ marginInlineStart: 8, ...style }} data-testid="candidate-tag">
    Zaproszona
  </Tag>
);
