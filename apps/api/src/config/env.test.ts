import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('settings', () => {
  it('refuses to send e-mail without the public address its links need', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.pl:587' })).toThrow(/PUBLIC_URL/);
    const env = loadEnv({ SMTP_URL: 'smtp://mail.example.pl:587', PUBLIC_URL: 'https://platforma.example.pl' });
    expect(env.PUBLIC_URL).toBe('https://platforma.example.pl');
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
  });
});
