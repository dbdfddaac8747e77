import { COMPANY_TEXTS } from '@platform/shared';
import { Button } from 'antd';

/** Visitors see the card's actions blurred and inert (spec 2.1): they are an invitation to log in. */
export const VisitorActions = () => (
  <div className="company-actions company-actions--blurred" aria-hidden="true" data-testid="visitor-actions" inert>
    <Button tabIndex={-1}>{COMPANY_TEXTS.follow}</Button>
    <Button tabIndex={-1}>{COMPANY_TEXTS.copyLink}</Button>
    <Button tabIndex={-1}>{COMPANY_TEXTS.share}</Button>
  </div>
);
