import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies } from './company-test-helpers.js';

/**
 * The company card's answers depend on who asks (edit rights, the assistant, admin fields, personal
 * e-mails, a visitor's stripped card). A browser keys its HTTP cache by the address only, so such
 * an answer kept for minutes is shown to the next user who logs in on the same computer: none of
 * them may be stored.
 */
const t = useTestApp({ logins: ['klient', 'wykonawca', 'administrator'] });

const CARD_CALLS = [
  'basics',
  'basics?editMode=true',
  'numbers/total',
  'numbers/districts',
  'numbers/industries',
  'numbers/sectors',
  'numbers/statuses',
  'numbers/types',
  'offer/published',
];

const get = (url: string, who?: 'klient' | 'wykonawca' | 'administrator') =>
  t.app.inject({ url: `/api/v2/companies/${url}`, headers: who ? t.headers[who] : {} });

describe('the company card is never kept by the browser', () => {
  it.each(['klient', 'wykonawca', 'administrator'] as const)('for %s, on every call of the card', async (who) => {
    const { client } = await demoCompanies(t.app);
    for (const call of [...CARD_CALLS.map((c) => `${client}/${c}`), `${client}/investments`]) {
      const res = await get(call, who);
      expect(res.statusCode, `${call}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], call).toBe('private, no-store');
    }
  });

  it('for a visitor too: the stripped card must not outlive a login from the card', async () => {
    const { client } = await demoCompanies(t.app);
    for (const call of ['basics', 'numbers/total']) {
      const res = await get(`${client}/${call}`);
      expect(res.statusCode, call).toBe(200);
      expect(res.headers['cache-control'], call).toBe('private, no-store');
    }
  });
});
