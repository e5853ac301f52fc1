import { describe, expect, it } from 'vitest';
import { pageRouteTable } from './renderPage';

describe("the server's table of page addresses (dist/pages/routes.json)", () => {
  const table = pageRouteTable();
  const fileOf = (path: string) => table.routes.find((route) => route.path === path)?.file;

  it('gives every prerendered page its file, also the patterns with a token', () => {
    expect(fileOf('/auth/login')).toBe('pages/auth/login.html');
    expect(fileOf('/auth/reset-password/:token')).toBe('pages/auth/reset-password/[token].html');
    expect(fileOf('/auth/email-verification/:token')).toBe('pages/auth/email-verification/[token].html');
  });

  it('gives the dashboard pages with a shell their shell', () => {
    expect(fileOf('/dashboard/courses')).toBe('pages/dashboard/courses.html');
    expect(fileOf('/dashboard/courses/:courseId')).toBe('pages/dashboard/courses/[courseId].html');
  });

  it('gives the other pages that need the session the empty index.html', () => {
    expect(fileOf('/dashboard/profile')).toBe('index.html');
    expect(fileOf('/refresh-token/:token')).toBe('index.html');
  });

  it('leaves the 404-only catch-alls to the 404 page, and keeps the dashboard one', () => {
    expect(table.notFound).toBe('pages/404.html');
    expect(fileOf('/*')).toBeUndefined();
    expect(fileOf('/auth/*')).toBeUndefined();
    expect(fileOf('/dashboard/*')).toBe('index.html');
  });
});
