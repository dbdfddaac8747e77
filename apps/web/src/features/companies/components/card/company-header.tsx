import { COMPANY_TEXTS, type CompanyBasics } from '@platform/shared';
import { Avatar, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { legacyPaths } from '@/config/legacy-paths';

type Props = { basics: CompanyBasics; showAssistant: boolean; actions: ReactNode };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w[0] ?? ''))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * Header of the card (spec 2.1): logo, display name, 'W UPADŁOŚCI', '(dawniej: ...)', the company
 * assistant (admins and the company's own users only), the actions and a 140 px QR code of the page.
 */
export const CompanyHeader = ({ basics, showAssistant, actions }: Props) => {
  const assistant = basics.assistant
    ? `${basics.assistant.firstName} ${basics.assistant.lastName}`.trim()
    : COMPANY_TEXTS.assistantUnknown;
  return (
    <header className="company-header" data-testid="company-header">
      <div className="company-header__logo">
        {basics.logo ? (
          <img src={basics.logo} alt={`Logo ${basics.displayName}`} width={96} height={96} />
        ) : (
          <Avatar size={96} shape="square" aria-hidden="true">
            {initials(basics.displayName) || '#'}
          </Avatar>
        )}
      </div>
      <div className="company-header__main">
        <Typography.Title level={1} className="company-header__name" data-testid="company-name">
          {basics.displayName}
        </Typography.Title>
        {(basics.inBankruptcy || basics.formerName) && (
          <div className="company-header__meta">
            {basics.inBankruptcy && <Tag color="red">{COMPANY_TEXTS.inBankruptcy}</Tag>}
            {basics.formerName && (
              <Typography.Text type="secondary">{COMPANY_TEXTS.formerName(basics.formerName)}</Typography.Text>
            )}
          </div>
        )}
        {showAssistant && (
          <a href={legacyPaths.contact} className="company-header__assistant">
            {COMPANY_TEXTS.assistant(assistant)}
          </a>
        )}
        <div className="company-header__actions">{actions}</div>
      </div>
      <div className="company-header__qr">
        <QRCodeSVG value={window.location.href} size={140} title="Kod QR adresu tej strony" />
      </div>
    </header>
  );
};
