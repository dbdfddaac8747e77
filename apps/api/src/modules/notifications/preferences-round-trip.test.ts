import { notificationPreferencesSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'dotowany'] });
const url = '/api/v2/users/me/notification-preferences';

describe('the e-mail settings round-trip their own data', () => {
  // a subsidised user's follow notifications are locked off (document 2, section 4): they go back unchanged too
  it.each(['klient', 'dotowany'] as const)(
    '%s: GET settings → PUT of the same values unchanged → 200, the same settings',
    async (who) => {
      const headers = t.headers[who];
      const before = await t.app.inject({ url, headers });
      expect(before.statusCode, before.body).toBe(200);
      const settings = notificationPreferencesSchema.parse(before.json());
      expect(settings.preferences.length).toBeGreaterThan(0);
      const put = await t.app.inject({ method: 'PUT', url, headers, payload: settings });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual(before.json());
    },
  );
});
