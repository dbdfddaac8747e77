import { COMPANY_TEXTS, type CompanyContact, type ContactValues, withProtocol } from '@platform/shared';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, WebsiteIcon } from './social-icons';

type Props = { contact: CompanyContact | undefined };

const hrefOf = (value: string, kind: 'email' | 'phone') => {
  if (/^https?:\/\//i.test(value)) return value;
  return kind === 'email' ? `mailto:${value}` : `tel:${value.replace(/[^\d+]/g, '')}`;
};

const ValueRow = ({ label, values, kind }: { label: string; values: ContactValues; kind: 'email' | 'phone' }) => (
  <div className="company-contact__row">
    <Typography.Text type="secondary">{label}</Typography.Text>
    {values.values.map((value) =>
      values.isLink ? (
        <a key={value} href={hrefOf(value, kind)} target="_blank" rel="noopener noreferrer">
          {COMPANY_TEXTS.showLink}
        </a>
      ) : (
        <Typography.Text key={value} copyable>
          {value}
        </Typography.Text>
      ),
    )}
  </div>
);

const LINKS = [
  { key: 'www', label: 'Strona internetowa', Icon: WebsiteIcon },
  { key: 'linkedIn', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
] as const;

/** Contact block of the card (spec 2.1): hidden when the company has neither e-mail nor phone. */
export const ContactBlock = ({ contact }: Props) => {
  const [open, setOpen] = useState(false);
  if (!contact) return null;
  const hasEmail = contact.companyEmail.values.length > 0;
  const hasPhone = contact.companyPhones.values.length > 0;
  const links = LINKS.filter((l) => contact[l.key]);
  if (!hasEmail && !hasPhone) return null;
  return (
    <section className="company-contact" data-testid="contact-block" aria-label="Kontakt">
      <Space wrap>
        <Button onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? COMPANY_TEXTS.hideContact : COMPANY_TEXTS.showContact}
        </Button>
        {links.map(({ key, label, Icon }) => (
          <a
            key={key}
            className="company-contact__icon"
            href={withProtocol(contact[key] ?? '')}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
          >
            <Icon />
          </a>
        ))}
      </Space>
      {open && (
        <div className="company-contact__values">
          {hasPhone && <ValueRow label={COMPANY_TEXTS.companyPhone} values={contact.companyPhones} kind="phone" />}
          {hasEmail && <ValueRow label={COMPANY_TEXTS.companyEmail} values={contact.companyEmail} kind="email" />}
        </div>
      )}
    </section>
  );
};
