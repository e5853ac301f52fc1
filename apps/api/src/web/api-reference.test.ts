import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('the API reference at /api/docs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('renders a page that loads the bundled renderer from this server (no CDN)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('DevLearn API reference');
    expect(response.body).not.toMatch(/https:\/\/cdn\./);
    // Its own policy (an inline boot script) replaces helmet's; helmet's other headers stay.
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).not.toContain("script-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('serves the contract itself, with every operation of openapi.yaml', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info.title).toBe('DevLearn API');
    expect(document.paths['/users/login'].post.operationId).toBe('loginUser');
    expect(document.paths['/media/{key}'].get.operationId).toBe('getMedia');
  });

  it('serves the contract as YAML too, with its own policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/yaml');
    expect(response.body).toContain('operationId: loginUser');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('answers requests that arrive together while the reference is still loading (ADR 0144)', async () => {
    const fresh = await buildTestApp();
    try {
      const answers = await Promise.all(
        ['/api/docs/', '/api/docs/js/scalar.js', '/api/docs/openapi.json'].map((url) =>
          fresh.app.inject({ method: 'GET', url }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers[0]?.body).toContain('DevLearn API reference');
      expect(answers[1]?.body.length).toBeGreaterThan(100_000);
    } finally {
      await fresh.close();
    }
  });

  it('answers a path under /api/docs that the reference does not serve with the API envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/anything-else' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('redirects /api/docs to /api/docs/', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/docs/');
  });
});
