import { appConfigSchema, featureFlagsResponseSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ env: { APP_ENV: 'production' } });

describe('platform', () => {
  it('feature flags follow the environment: invite flags are off in production', async () => {
    const body = featureFlagsResponseSchema.parse((await t.app.inject({ url: '/api/v2/feature-flags' })).json());
    expect(body.environment).toBe('production');
    expect(body.flags.INVITE_OTHER_COMPANY).toBe(false);
    expect(body.flags.INVITE_NEW_USER_TO_ORDER).toBe(false);
    expect(body.flags.COMPANY_PORTFOLIO_KEYWORDS).toBe(false);
    expect(body.flags.COMPANY_OFFER).toBe(true);
  });

  it('app config tells the browser the tile URL and upload limits', async () => {
    const body = appConfigSchema.parse((await t.app.inject({ url: '/api/v2/app-config' })).json());
    expect(body.uploadMaxBytes).toBe(50 * 1024 * 1024);
    expect(body.uploadMaxFiles).toBe(30);
    expect(body.orderDeadlineMinNoticeDays).toBe(3);
    expect(body.contact).toEqual({ phone: '+48 22 100 20 30', email: 'kontakt@platforma-budowlana.pl' });
    expect(body.liveChatUrl).toBeNull();
    // production without MAP_TILE_URL: no third-party tiles (OpenStreetMap's policy forbids heavy use)
    expect(body.mapTileUrl).toBe('');
    expect(body.mapTileAttribution).toBe('');
  });

  it('health and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
  });

  it('unknown API paths answer 404 JSON; / redirects to /v2/', async () => {
    const res = await t.app.inject({ url: '/api/v2/nie-ma' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/v2/');
  });

  it('OpenAPI is generated from the shared schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v1/auth/login']).toBeDefined();
    expect(doc.paths['/api/v2/users/me']).toBeDefined();
    expect(doc.components.schemas.UserMe).toBeDefined();
  });

  it('answers security headers and a request id', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
