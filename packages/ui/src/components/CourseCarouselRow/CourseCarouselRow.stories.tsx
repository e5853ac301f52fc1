import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { courseSummariesFixture } from '@devlearn/api-client/mocks';
import { placeholderImage, placeholderResponsiveImage } from '../../lib/placeholderImage';
import { CourseCarouselRow } from './CourseCarouselRow';

const courses = courseSummariesFixture.map((course) => ({
  ...course,
  thumbnail: { url: placeholderImage(course.title.split(':')[0] ?? course.title) },
}));

const meta = {
  title: 'Learning/CourseCarouselRow',
  component: CourseCarouselRow,
  args: { label: 'Our Popular Courses', courses },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCarouselRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const FewCoursesFitWithoutScrolling: Story = {
  args: { courses: courses.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const ArrowsDisableAtTheEnds: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/dashboard/courses/all?show=all-courses',
    );
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();
    // Each slide (card plus gap) is the spec's 270 px step.
    const slide = canvasElement.querySelector('[data-slot=course-carousel-slide]');
    await expect(slide?.getBoundingClientRect().width).toBe(270);
    for (let step = 0; step < courses.length && !next.hasAttribute('disabled'); step += 1) {
      await userEvent.click(next, { pointerEventsCheck: 0 }); // may disable itself just before the click
      await waitFor(() => expect(previous).toBeEnabled());
    }
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
  },
};

/** Thumbnails with stored widths (ADR 0078): the first slide's is the page's largest paint. */
export const WithStoredWidths: Story = {
  args: {
    priorityFirst: true,
    courses: courses.map((course) => ({
      ...course,
      thumbnail: placeholderResponsiveImage(course.title.split(':')[0] ?? course.title),
    })),
  },
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('img');
    for (const image of [first, second]) {
      await expect(image).toHaveAttribute('srcset', expect.stringMatching(/ 320w, .* 640w$/));
      await expect(image).toHaveAttribute('sizes', '270px');
    }
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(second).toHaveAttribute('loading', 'lazy');
  },
};
