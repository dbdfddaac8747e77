import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  agendaWriteSchema,
  articleWriteSchema,
  authorWriteSchema,
  companyBasicsInputSchema,
  locationWriteSchema,
  offerInputSchema,
  orderFormSchema,
  otherNominatedCompanySchema,
  registerRequestSchema,
  speakerWriteSchema,
  tagWriteSchema,
  uploadTargetParamsSchema,
  uploadTargetRequestSchema,
  userFilterNameSchema,
  userInviteSchema,
  webinarWriteSchema,
} from './index.js';
import { MESSAGES } from './messages.js';
import { isOneLine, line, text, toOneLine } from './text.js';

const BREAKS = ['a\nb', 'a\rb', 'a\r\nBcc: x@example.com', 'a\tb', 'a\u000bb', 'a\u001bb', 'a\u007fb', 'a\u0085b'];
const SEPARATORS = ['a\u2028b', 'a\u2029b'];
const FINE = ['Zażółć gęślą jaźń 🏗️', 'Kowalska-Nowak', "O'Brien", 'ul. Długa 5/7', 'PRZEDSIĘBIORSTWO „BUD” Sp. z o.o.'];

type Schema = z.ZodType;
type Def = { type: string; shape?: Record<string, Schema>; innerType?: Schema; element?: Schema; in?: Schema };
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field schema at a path of an input schema ('contact.www', 'documents[].name'), wrappers included. */
const fieldAt = (schema: Schema, path: string): Schema => {
  let current = schema;
  for (const step of path.split('.')) {
    const [key, ...arrays] = step.split('[]');
    current = childOf(current, key!);
    for (let i = 0; i < arrays.length; i++) current = elementOf(current);
  }
  return current;
};
const unwrap = (schema: Schema): Schema => {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') return unwrap(def.in);
  return schema;
};
const childOf = (schema: Schema, key: string): Schema => {
  const shape = defOf(unwrap(schema)).shape;
  if (!shape?.[key]) throw new Error(`no field ${key}`);
  return shape[key];
};
const elementOf = (schema: Schema): Schema => {
  const element = defOf(unwrap(schema)).element;
  if (!element) throw new Error('not an array');
  return element;
};

const messagesOf = (schema: Schema, value: string) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

/**
 * One-line fields reach e-mail subjects and headers and other companies' e-mails: each one here
 * must be built on `line()`; a bare `text()` lets a line break through and fails this table.
 */
const ONE_LINE_FIELDS: [string, Schema, string[]][] = [
  [
    'registration',
    registerRequestSchema,
    [
      'company.name',
      'company.nip',
      'company.city',
      'company.zipCode',
      'user.firstName',
      'user.lastName',
      'user.email',
      'user.phone',
      'user.login',
    ],
  ],
  ['user invite', userInviteSchema, ['name', 'lastName', 'email', 'phone']],
  [
    'company edit',
    companyBasicsInputSchema,
    [
      'name',
      'nip',
      'formerName',
      'turnover',
      'address.streetName',
      'address.streetNo',
      'address.apartmentNo',
      'address.city',
      'address.postOffice',
      'address.zipCode',
      'address.country',
      'contact.companyEmail.values[]',
      'contact.personalEmail.values[]',
      'contact.companyPhones.values[]',
      'contact.mobilePhone.values[]',
      'contact.www',
      'contact.linkedIn',
      'keywords[]',
      'auctionLinks[]',
    ],
  ],
  [
    'company offer',
    offerInputSchema,
    [
      'mainSection.title',
      'sections[].title',
      'sections[].videos[].title',
      'contacts.contactPersons[].title',
      'contacts.contactPersons[].name',
      'contacts.contactPersons[].positionLine1',
      'contacts.contactPersons[].positionLine2',
      'contacts.contactPersons[].telephone',
    ],
  ],
  ['order form', orderFormSchema, ['documents[].name', 'documents[].url', 'technology.producerPreference[]']],
  ['other invited company', otherNominatedCompanySchema, ['email']],
  ['upload', uploadTargetParamsSchema, ['fileName']],
  ['upload body', uploadTargetRequestSchema, ['contentType']],
  ['admin location', locationWriteSchema, ['countryCode']],
  ['article', articleWriteSchema, ['title']],
  ['author', authorWriteSchema, ['name', 'position']],
  ['tag', tagWriteSchema, ['name']],
  ['webinar', webinarWriteSchema, ['title', 'registrationUrl']],
  ['conference speaker', speakerWriteSchema, ['name', 'position', 'company']],
  ['conference agenda', agendaWriteSchema, ['title']],
];

describe('line', () => {
  it('refuses line breaks, tabs, control characters and line separators with a Polish message', () => {
    for (const value of [...BREAKS, ...SEPARATORS]) {
      expect(isOneLine(value), JSON.stringify(value)).toBe(false);
      expect(messagesOf(line(), value), JSON.stringify(value)).toEqual([MESSAGES.oneLine]);
    }
    expect(MESSAGES.oneLine).toBe('Pole nie może zawierać znaków nowej linii ani znaków sterujących.');
  });

  it('keeps every printable character, Polish letters and emoji included, and still refuses NUL', () => {
    for (const value of FINE) expect(line().parse(value)).toBe(value);
    expect(messagesOf(line(), 'a\u0000b')).toContain(MESSAGES.forbiddenCharacters);
  });

  it('has an output twin that turns each run of breaks into one space', () => {
    expect(toOneLine('Firma\r\nBcc: x@example.com\t\u2028koniec')).toBe('Firma Bcc: x@example.com koniec');
    for (const value of FINE) expect(toOneLine(value)).toBe(value);
  });

  it('is not what a multi-line text is', () => {
    expect(text().parse('Pierwszy akapit.\n\nDrugi akapit.')).toBe('Pierwszy akapit.\n\nDrugi akapit.');
  });
});

describe('every one-line field of the contract', () => {
  it.each(ONE_LINE_FIELDS)('%s refuses line breaks', (_name, schema, paths) => {
    for (const path of paths) {
      const field = fieldAt(schema, path);
      for (const value of ['Firma\nBcc: x@example.com', 'Firma\rX', 'Jan\u2028Kowalski']) {
        expect(messagesOf(field, value), `${path} ${JSON.stringify(value)}`).toContain(MESSAGES.oneLine);
      }
    }
  });

  it("a location's name has its whitespace collapsed (spec 5) and refuses the other control characters", () => {
    for (const key of ['name', 'district']) {
      const field = fieldAt(locationWriteSchema, key);
      expect(field.parse(' Nowa\r\nWieś\t\u2028Dolna ')).toBe('Nowa Wieś Dolna');
      expect(messagesOf(field, 'Nowa\u0007Wieś')).toContain(MESSAGES.oneLine);
    }
  });

  it('the saved filter name refuses line breaks', () => {
    expect(messagesOf(userFilterNameSchema, 'Moje\nzlecenia')).toContain(MESSAGES.oneLine);
  });

  it('leaves multi-line texts multi-line', () => {
    const twoLines = 'Pierwsza linia\nDruga linia';
    for (const [schema, path] of [
      [companyBasicsInputSchema, 'description'],
      [companyBasicsInputSchema, 'adminInfo'],
      [offerInputSchema, 'mainSection.description'],
      [orderFormSchema, 'description'],
      [orderFormSchema, 'industries[].description'],
    ] as const) {
      expect(fieldAt(schema, path).parse(twoLines), path).toBe(twoLines);
    }
    // An article's lead is typed in a text area: its line breaks become spaces.
    expect(fieldAt(articleWriteSchema, 'lead').parse(twoLines)).toBe('Pierwsza linia Druga linia');
  });
});
