import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('settings', () => {
  it('refuses to send e-mail without the public address its links need', () => {
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.pl:587' })).toThrow(/PUBLIC_URL/);
    const env = loadEnv({ SMTP_URL: 'smtp://mail.example.pl:587', PUBLIC_URL: 'https://platforma.example.pl' });
    expect(env.PUBLIC_URL).toBe('https://platforma.example.pl');
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
  });

  it('production never loads demo data: off by default there, and DEMO_DATA=true refused with the reason', () => {
    expect(loadEnv({ APP_ENV: 'production' }).DEMO_DATA).toBe(false);
    expect(loadEnv({ APP_ENV: 'production', DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(() => loadEnv({ APP_ENV: 'production', DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA=true is refused with APP_ENV=production/,
    );
    expect(loadEnv({}).DEMO_DATA).toBe(true);
    expect(loadEnv({ APP_ENV: 'beta', DEMO_DATA: 'no' }).DEMO_DATA).toBe(false);
  });

  it('the test-data calls are off by default and refused outside APP_ENV=test', () => {
    expect(loadEnv({}).TEST_DATA_API).toBe(false);
    expect(() => loadEnv({ TEST_DATA_API: 'true' })).toThrow(/TEST_DATA_API/);
    expect(() => loadEnv({ TEST_DATA_API: 'true', APP_ENV: 'production' })).toThrow(/TEST_DATA_API/);
    expect(loadEnv({ TEST_DATA_API: 'true', APP_ENV: 'test' }).TEST_DATA_API).toBe(true);
  });

  it('metrics are off by default and never served without a token', () => {
    expect(loadEnv({}).METRICS_ENABLED).toBe(false);
    expect(() => loadEnv({ METRICS_ENABLED: 'true' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'a-long-scraper-token' }).METRICS_ENABLED).toBe(true);
  });
});
