import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';

// Issue "Production runtime" point 5: a health check that fails with the database, and Prometheus metrics that
// are off unless METRICS=1 or METRICS_TOKEN turns them on.
describe('operability', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('health answers 503 in the envelope when the database does not answer', async () => {
    testApp = await buildTestApp();
    await testApp.app.db.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      data: null,
      message: 'The database does not answer',
      success: false,
    });
  });

  it('reuses a passed check for HEALTH_CHECK_REUSE_MS, and with 0 sees the database stop at once', async () => {
    const healthAfterTheDatabaseStops = async (reuseMs: string) => {
      testApp = await buildTestApp({ env: { HEALTH_CHECK_REUSE_MS: reuseMs } });
      expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      await testApp.app.db.destroy();
      const status = (await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode;
      await testApp.close();
      testApp = undefined;
      return status;
    };
    expect(await healthAfterTheDatabaseStops('60000')).toBe(200);
    expect(await healthAfterTheDatabaseStops('0')).toBe(503);
  });

  it('has no /metrics unless it is turned on', async () => {
    testApp = await buildTestApp({ env: { METRICS: '', METRICS_TOKEN: '' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.headers['content-type'] ?? '').not.toContain('text/plain; version=0.0.4');
    expect(response.body).not.toContain('http_requests_total');
  });

  it('with METRICS=1 counts requests and times them per route pattern, never per raw URL', async () => {
    testApp = await buildTestApp({ env: { METRICS: '1' } });
    await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    await testApp.app.inject({ method: 'GET', url: '/api/v1/courses/0123456789abcdef01234567' });
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/health",status_code="200"\} 2/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/health"/,
    );
    expect(text).toMatch(/route="\/api\/v1\/courses\/:courseId",status_code="404"/);
    expect(text).not.toContain('0123456789abcdef01234567');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('with METRICS_TOKEN answers only the bearer of that token', async () => {
    testApp = await buildTestApp({ env: { METRICS_TOKEN: 'scrape-secret-123' } });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, success: false });
    const wrong = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-124' },
    });
    expect(wrong.statusCode).toBe(401);
    const scraper = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-123' },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_request_duration_seconds');
  });
});
