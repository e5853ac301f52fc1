import { describe, expect, it } from 'vitest';
import { courseListTitle } from './courseListTitle';

describe('courseListTitle', () => {
  it('names the full catalogue "All Courses"', () => {
    expect(courseListTitle('all-courses')).toBe('All Courses');
  });

  it('shows any other show value in title case', () => {
    expect(courseListTitle('my-enrollments')).toBe('My Enrollments');
    expect(courseListTitle('favorites')).toBe('Favorites');
    expect(courseListTitle('search-results')).toBe('Search Results');
  });
});
