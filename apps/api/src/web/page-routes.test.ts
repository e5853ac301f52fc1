import { describe, expect, it } from 'vitest';
import { pageFileOf, type PageRouteTable } from './page-routes.js';

const table: PageRouteTable = {
  routes: [
    { path: '/', file: 'pages/index.html' },
    { path: '/auth/login', file: 'pages/auth/login.html' },
    { path: '/auth/google/error', file: 'pages/auth/google/error.html' },
    {
      path: '/auth/google/:accessToken/:refreshToken',
      file: 'pages/auth/google/[accessToken]/[refreshToken].html',
    },
    { path: '/auth/reset-password/:token', file: 'pages/auth/reset-password/[token].html' },
    { path: '/dashboard', file: 'index.html' },
    { path: '/dashboard/courses/all', file: 'index.html' },
    { path: '/dashboard/courses/:courseId', file: 'pages/dashboard/courses/[courseId].html' },
    { path: '/dashboard/*', file: 'index.html' },
  ],
  notFound: 'pages/404.html',
};

describe('which page file an address gets', () => {
  it('a fixed address gets its own page', () => {
    expect(pageFileOf(table, '/')).toEqual({ file: 'pages/index.html', notFound: false });
    expect(pageFileOf(table, '/auth/login').file).toBe('pages/auth/login.html');
  });

  it('an address with a parameter gets the page rendered for its pattern', () => {
    expect(pageFileOf(table, '/auth/reset-password/abc.def').file).toBe(
      'pages/auth/reset-password/[token].html',
    );
    expect(pageFileOf(table, '/auth/google/a/b').file).toBe(
      'pages/auth/google/[accessToken]/[refreshToken].html',
    );
  });

  it('a fixed segment wins over a parameter, a parameter over a splat', () => {
    expect(pageFileOf(table, '/auth/google/error').file).toBe('pages/auth/google/error.html');
    expect(pageFileOf(table, '/dashboard/courses/all').file).toBe('index.html');
    expect(pageFileOf(table, '/dashboard/courses/42').file).toBe('pages/dashboard/courses/[courseId].html');
    expect(pageFileOf(table, '/dashboard/anything/else').file).toBe('index.html');
    expect(pageFileOf(table, '/dashboard').file).toBe('index.html');
  });

  it('an address no pattern matches gets the 404 page', () => {
    expect(pageFileOf(table, '/no-such-page')).toEqual({ file: 'pages/404.html', notFound: true });
    expect(pageFileOf(table, '/auth/reset-password')).toEqual({ file: 'pages/404.html', notFound: true });
    expect(pageFileOf(table, '/auth/login/extra').notFound).toBe(true);
  });
});
