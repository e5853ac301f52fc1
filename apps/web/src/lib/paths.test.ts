import { dashboardPaths } from '@devlearn/ui';
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

  it("agrees with the addresses the UI library's links point to", () => {
    expect(paths.dashboard.courses.getHref()).toBe(dashboardPaths.courses());
    expect(paths.dashboard.courseList.getHref('favorites')).toBe(dashboardPaths.courseList('favorites'));
    expect(paths.dashboard.courseList.getHref('search-results', 'a b')).toBe(
      dashboardPaths.courseList('search-results', 'a b'),
    );
    expect(paths.dashboard.course.getHref('c1')).toBe(dashboardPaths.course('c1'));
    expect(paths.dashboard.lesson.getHref('c1', 'l1')).toBe(dashboardPaths.lesson('c1', 'l1'));
    expect(paths.dashboard.blogs.getHref()).toBe(dashboardPaths.blogs());
    expect(paths.dashboard.blog.getHref('b1')).toBe(dashboardPaths.blog('b1'));
    expect(paths.dashboard.myBlogs.getHref()).toBe(dashboardPaths.myBlogs());
    expect(paths.dashboard.createBlog.getHref()).toBe(dashboardPaths.createBlog());
    expect(paths.dashboard.profile.getHref()).toBe(dashboardPaths.profile());
  });
});
