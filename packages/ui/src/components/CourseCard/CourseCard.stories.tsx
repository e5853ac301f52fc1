import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { courseSummariesFixture } from '@devlearn/api-client/mocks';
import { placeholderImage, placeholderResponsiveImage } from '../../lib/placeholderImage';
import { CourseCard } from './CourseCard';

const course = { ...courseSummariesFixture[0]!, thumbnail: { url: placeholderImage('React.js') } };

const meta = {
  title: 'Learning/CourseCard',
  component: CourseCard,
  args: { course },
  decorators: [
    (Story) => (
      <div className="w-72 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course imported before the server stored other widths: one `src`, loaded lazily. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', course.thumbnail.url);
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).not.toHaveAttribute('sizes');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

const storedWidths = placeholderResponsiveImage('React.js');

/** The thumbnail at 320 and 640 px (ADR 0078): the browser takes the width the carousel's slide needs. */
export const WithStoredWidths: Story = {
  args: { course: { ...course, thumbnail: storedWidths } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', storedWidths.url);
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute('sizes', '270px');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'auto');
  },
};

/** The page's first card is its largest paint: fetched at once, with high priority, still from the srcset. */
export const FirstCardWithStoredWidths: Story = {
  args: { ...WithStoredWidths.args, priority: true, sizes: '(min-width: 40rem) 18rem, 100vw' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute('sizes', '(min-width: 40rem) 18rem, 100vw');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const OneLesson: Story = { args: { course: { ...course, lessonCount: 1 } } };

export const LongTitleIsCut: Story = {
  args: {
    course: {
      ...course,
      title: 'Advanced React.js Patterns: Compound Components, Render Props, Hooks and Suspense in Practice',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 55 characters, then an ellipsis; the link keeps the full title as its name.
    await expect(
      canvas.getByText('Advanced React.js Patterns: Compound Components, Render...'),
    ).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `/dashboard/courses/${course._id}`);
    await expect(canvas.getByText('3 Lessons')).toBeVisible();
  },
};

/** A completed course whose certificate the learner earned (D51): a second link, to the certificate. */
export const WithCertificate: Story = {
  args: {
    progress: { completedLessons: 3, totalLessons: 3 },
    certificateHref: '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const certificate = canvas.getByRole('link', { name: `View certificate of ${course.title}` });
    await expect(certificate).toHaveAttribute('href', args.certificateHref);
    await expect(certificate).toBeVisible();
    // It sits above the card's stretched link: a click at its centre lands on it, not on the course link.
    const box = certificate.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('a')).toBe(
      certificate,
    );
    await expect(canvas.getByRole('link', { name: course.title })).toHaveAttribute(
      'href',
      `/dashboard/courses/${course._id}`,
    );
  },
};

export const WithoutCertificate: Story = {
  args: { progress: { completedLessons: 2, totalLessons: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /View certificate/ })).toBeNull();
  },
};
