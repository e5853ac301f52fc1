import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import * as BlogDetailStories from '../src/screens/BlogDetail/BlogDetail.stories';
import * as BlogListStories from '../src/screens/BlogList/BlogList.stories';
import * as CourseDetailStories from '../src/screens/CourseDetail/CourseDetail.stories';
import * as CourseListStories from '../src/screens/CourseList/CourseList.stories';
import * as CoursesHomeStories from '../src/screens/CoursesHome/CoursesHome.stories';
import * as CreateBlogStories from '../src/screens/CreateBlog/CreateBlog.stories';
import * as LessonViewStories from '../src/screens/LessonView/LessonView.stories';
import * as MyBlogsStories from '../src/screens/MyBlogs/MyBlogs.stories';
import * as ProfileStories from '../src/screens/Profile/Profile.stories';

// Screenshot baselines of the main dashboard (learning) screens, so a visual change shows up as an image
// diff in review. Baselines live in test/__screenshots__/; after an intended change run this project with `-u`.
// The enrolled lesson is left out on purpose: a video's first frame is not painted at a fixed moment.

// Before any composeStories below: stories composed earlier would miss the preview's decorators (the link
// provider and the app's routes).
setProjectAnnotations(preview);
afterEach(() => cleanup());

const viewports = { mobile: [375, 812], desktop: [1280, 800] } as const;

const home = composeStories(CoursesHomeStories);
const blogs = composeStories(BlogListStories);
const entries: [string, ComponentType, keyof typeof viewports][] = [
  ['courses-home', home.Desktop, 'desktop'],
  ['courses-home', home.Desktop, 'mobile'],
  ['course-list-all', composeStories(CourseListStories).AllCourses, 'desktop'],
  ['course-detail-not-enrolled', composeStories(CourseDetailStories).NotEnrolled, 'desktop'],
  ['lesson-view-locked', composeStories(LessonViewStories).NotEnrolled, 'desktop'],
  ['blog-list-trending', blogs.Trending, 'desktop'],
  ['blog-list-trending', blogs.Trending, 'mobile'],
  ['blog-detail-author', composeStories(BlogDetailStories).Author, 'desktop'],
  ['create-blog-empty', composeStories(CreateBlogStories).Empty, 'desktop'],
  ['my-blogs', composeStories(MyBlogsStories).Desktop, 'desktop'],
  ['profile', composeStories(ProfileStories).Desktop, 'desktop'],
];

const cases = entries.map(([name, Story, viewport]) => ({ name, Story, viewport }));

describe('learning screen baselines', () => {
  test.each(cases)('$name at $viewport', async ({ name, Story, viewport }) => {
    const [width, height] = viewports[viewport];
    await page.viewport(width, height);
    const { container } = render(<Story />);
    // The whole page in one image: grow the viewport first, so lazily loaded thumbnails come into view.
    await page.viewport(width, Math.max(height, document.documentElement.scrollHeight));
    await expect
      .poll(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`${name}-${viewport}`);
  });
});
