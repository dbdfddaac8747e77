import { type CompanyBasics, formatNip, withProtocol } from '@platform/shared';
import { Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { RichTextView } from '@/components/rich-text-view';
import { paths } from '@/config/paths';
import { addressLines } from '../../lib/address';
import { formatTurnover } from '../../lib/format';

/** The about tab of a logged-in user: description, company data, scopes, keywords and connections. */
export const AboutTab = ({ basics }: { basics: CompanyBasics }) => {
  const related = [...(basics.parentCompany ? [basics.parentCompany] : []), ...(basics.daughterCompanies ?? [])];
  const items = [
    { key: 'address', label: 'Adres', children: addressLines(basics.address).join(', ') },
    { key: 'nip', label: 'NIP', children: basics.nip ? formatNip(basics.nip) : null },
    { key: 'established', label: 'Rok założenia', children: basics.established },
    { key: 'turnover', label: 'Obrót roczny', children: formatTurnover(basics.turnover) },
    {
      key: 'producer',
      label: 'Producent lub dostawca',
      children: basics.isProducerOrSupplier === undefined ? null : basics.isProducerOrSupplier ? 'Tak' : 'Nie',
    },
  ].filter((i) => i.children !== null && i.children !== undefined && i.children !== '');
  return (
    <div className="company-about" data-testid="about-tab">
      <RichTextView html={basics.description} />
      {items.length > 0 && <Descriptions column={{ xs: 1, md: 2 }} items={items} size="small" bordered />}
      {(basics.scopes?.length ?? 0) > 0 && (
        <TagBlock title="Zakres działalności" tags={basics.scopes?.map((s) => s.name) ?? []} />
      )}
      {(basics.keywords?.length ?? 0) > 0 && <TagBlock title="Słowa kluczowe" tags={basics.keywords ?? []} />}
      {related.length > 0 && (
        <section>
          <Typography.Title level={3} className="company-subtitle">
            Powiązane firmy
          </Typography.Title>
          <ul className="company-list">
            {related.map((c) => (
              <li key={c.id}>
                <Link to={paths.company.to(c.id)}>{c.name}</Link>
                {c.id === basics.parentCompany?.id && ' (spółka matka)'}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(basics.auctionLinks?.length ?? 0) > 0 && (
        <section>
          <Typography.Title level={3} className="company-subtitle">
            Aukcje
          </Typography.Title>
          <ul className="company-list">
            {basics.auctionLinks?.map((link) => (
              <li key={link}>
                <a href={withProtocol(link)} target="_blank" rel="noopener noreferrer">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};

const TagBlock = ({ title, tags }: { title: string; tags: string[] }) => (
  <section>
    <Typography.Title level={3} className="company-subtitle">
      {title}
    </Typography.Title>
    <div>
      {tags.map((t) => (
        <Tag key={t}>{t}</Tag>
      ))}
    </div>
  </section>
);
