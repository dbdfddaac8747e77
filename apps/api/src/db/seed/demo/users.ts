import { type AccountType, POSITIONS, type Service } from '@platform/shared';
import type { users } from '../../schema.js';
import type { Random } from '../random.js';
import { mobile } from './identifiers.js';
import { person } from './people.js';
import { asciiFold } from './polish-words.js';

export type UserRow = typeof users.$inferInsert;

export const DEMO_PASSWORD = 'Demo123!';
export const DEMO_EMAIL_DOMAIN = 'demo.platforma.pl';

const CLIENT_SERVICES: Service[] = [
  'COMPANY_CARD',
  'INVESTMENT_DETAIL_AND_COMPANY_PREVIEW',
  'INVESTMENT_PREVIEW_ON_MAP',
  'INVESTMENT_MAILING',
  'DEMAND',
  'PLANNER',
  'CONSULTANT_OPTION_LIMITATION',
  'COMPANY_OFFER_EDIT',
];

type DemoAccount = {
  login: string;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  position: string | null;
  phone: string;
  company: 'client' | 'subsidized' | 'contractor' | 'fresh' | null;
  companyAdmin: boolean;
  services: Service[];
};

/** One user of each account type; the logins are documented and used by tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'superadmin',
    accountType: 'SUPERADMIN',
    firstName: 'Tomasz',
    lastName: 'Wiśniewski',
    position: null,
    phone: '601 100 200',
    company: null,
    companyAdmin: false,
    services: [],
  },
  {
    login: 'administrator',
    accountType: 'ADMINISTRATOR',
    firstName: 'Agnieszka',
    lastName: 'Lewandowska',
    position: null,
    phone: '602 200 300',
    company: null,
    companyAdmin: false,
    services: [],
  },
  {
    login: 'manager',
    accountType: 'MANAGER',
    firstName: 'Piotr',
    lastName: 'Zieliński',
    position: null,
    phone: '603 300 400',
    company: null,
    companyAdmin: false,
    services: [],
  },
  {
    login: 'sales',
    accountType: 'SALES',
    firstName: 'Katarzyna',
    lastName: 'Wójcik',
    position: null,
    phone: '604 400 500',
    company: null,
    companyAdmin: false,
    services: [],
  },
  {
    login: 'klient',
    accountType: 'CLIENT',
    firstName: 'Jan',
    lastName: 'Kowalski',
    position: 'prezes zarządu',
    phone: '605 500 600',
    company: 'client',
    companyAdmin: true,
    services: CLIENT_SERVICES,
  },
  {
    login: 'subkonto',
    accountType: 'SUBACCOUNT',
    firstName: 'Anna',
    lastName: 'Nowak',
    position: 'kosztorysant',
    phone: '606 600 700',
    company: 'client',
    companyAdmin: false,
    services: ['COMPANY_CARD', 'INVESTMENT_DETAIL_AND_COMPANY_PREVIEW', 'INVESTMENT_PREVIEW_ON_MAP'],
  },
  {
    login: 'dotowany',
    accountType: 'SUBSIDIZED_CLIENT',
    firstName: 'Marek',
    lastName: 'Kamiński',
    position: 'właściciel',
    phone: '607 700 800',
    company: 'subsidized',
    companyAdmin: true,
    services: ['COMPANY_CARD'],
  },
  {
    // a contractor that klient's orders recommend and invite (its works: contractor-seed.ts)
    login: 'wykonawca',
    accountType: 'CLIENT',
    firstName: 'Paweł',
    lastName: 'Jabłoński',
    position: 'kierownik budowy',
    phone: '608 800 900',
    company: 'contractor',
    companyAdmin: true,
    services: CLIENT_SERVICES,
  },
  {
    // a subsidised company that has just joined; Mój dashboard shows its empty states
    login: 'dotowany-nowy',
    accountType: 'SUBSIDIZED_CLIENT',
    firstName: 'Katarzyna',
    lastName: 'Wójcik',
    position: 'właściciel',
    phone: '609 900 100',
    company: 'fresh',
    companyAdmin: true,
    services: ['COMPANY_CARD'],
  },
];

export const demoAccountRows = (
  passwordHash: string,
  companyIds: { client: number; subsidized: number; contractor: number; fresh: number },
): UserRow[] =>
  DEMO_ACCOUNTS.map((a) => ({
    login: a.login,
    email: `${a.login}@${DEMO_EMAIL_DOMAIN}`,
    passwordHash,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    position: a.position,
    accountType: a.accountType,
    companyAdmin: a.companyAdmin,
    companyId: a.company ? companyIds[a.company] : null,
    availableServices: a.services,
  }));

const ascii = (text: string) =>
  asciiFold(text)
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** 1-3 contact persons of a company; the first is its administrator. */
export const contactPersonRows = (
  random: Random,
  company: { id: number; ordinal: number; domain: string; subsidized: boolean },
  passwordHash: string,
  usedEmails: Set<string>,
): UserRow[] => {
  const rows: UserRow[] = [];
  for (let n = random.int(1, 3); n > 0; n--) {
    const { firstName, lastName } = person(random);
    const local = `${ascii(firstName)}.${ascii(lastName)}`;
    let email = `${local}@${company.domain}`;
    for (let k = 2; usedEmails.has(email); k++) email = `${local}${k}@${company.domain}`;
    usedEmails.add(email);
    const admin = rows.length === 0;
    const accountType: AccountType = company.subsidized ? 'SUBSIDIZED_CLIENT' : admin ? 'CLIENT' : 'SUBACCOUNT';
    rows.push({
      login: `${email.split('@')[0]}.${company.ordinal}`,
      email,
      passwordHash,
      firstName,
      lastName,
      phone: mobile(random),
      position: random.chance(0.9) ? random.pick(POSITIONS.slice(0, -1)) : 'inne',
      accountType,
      companyAdmin: admin,
      companyId: company.id,
      availableServices: admin ? ['COMPANY_CARD', 'INVESTMENT_DETAIL_AND_COMPANY_PREVIEW'] : ['COMPANY_CARD'],
    });
  }
  return rows;
};
