import type { CompanyOffer } from '@platform/shared';
import { Avatar, Typography } from 'antd';
import { OfferText } from './offer-text';

type Contacts = CompanyOffer['contacts'];
type Person = Contacts['contactPersons'][number];

const PersonCard = ({ person }: { person: Person }) => (
  <div className="offer-person">
    <Avatar size={64} src={person.avatar?.url} alt={person.avatar ? person.name : undefined}>
      {person.name.slice(0, 1)}
    </Avatar>
    <div>
      {person.title && <div className="offer-person__title">{person.title}</div>}
      <strong>{person.name}</strong>
      {person.positionLine1 && <div>{person.positionLine1}</div>}
      {person.positionLine2 && <div>{person.positionLine2}</div>}
      {person.telephone && <a href={`tel:${person.telephone.replace(/[^\d+]/g, '')}`}>{person.telephone}</a>}
      {person.email && <a href={`mailto:${person.email}`}>{person.email}</a>}
    </div>
  </div>
);

/** Contact module (spec 2.2): the first 3 persons in a sticky row, the rest below. */
export const OfferContacts = ({ contacts }: { contacts: Contacts }) => {
  const first = contacts.contactPersons.slice(0, 3);
  const rest = contacts.contactPersons.slice(3);
  return (
    <section className="offer-contacts" aria-label="Kontakt" data-testid="offer-contacts">
      <Typography.Title level={3}>Kontakt</Typography.Title>
      <OfferText text={contacts.description} />
      <div className="offer-contacts__sticky">
        {first.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: persons have no id
          <PersonCard key={i} person={p} />
        ))}
      </div>
      {rest.length > 0 && (
        <div className="offer-contacts__rest">
          {rest.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: persons have no id
            <PersonCard key={i + 3} person={p} />
          ))}
        </div>
      )}
    </section>
  );
};
