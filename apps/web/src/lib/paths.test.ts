import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the all-courses list address with show and, for search, the query', () => {
    expect(paths.dashboard.courseList.getHref('all-courses')).toBe('/dashboard/courses/all?show=all-courses');
    expect(paths.dashboard.courseList.getHref('search-results', 'react hooks')).toBe(
      '/dashboard/courses/all?show=search-results&query=react+hooks',
    );
  });

  it('puts ids and tokens into the address safely', () => {
    expect(paths.dashboard.lesson.getHref('c1', 'l1')).toBe('/dashboard/courses/learn/c1/lesson/l1');
    expect(paths.auth.google.getHref('a.b.c', 'r/t')).toBe('/auth/google/a.b.c/r%2Ft');
    expect(paths.refreshToken.getHref('x.y.z')).toBe('/refresh-token/x.y.z');
  });

  it('encodes every id of the links the UI library builds from this table', () => {
    expect(paths.dashboard.course.getHref('a/b?c')).toBe('/dashboard/courses/a%2Fb%3Fc');
    expect(paths.dashboard.lesson.getHref('c 1', 'l#1')).toBe('/dashboard/courses/learn/c%201/lesson/l%231');
    expect(paths.dashboard.blog.getHref('b/1')).toBe('/dashboard/blogs/b%2F1');
    expect(paths.dashboard.editBlog.getHref('b/1')).toBe('/dashboard/blogs/b%2F1/edit');
  });
});
