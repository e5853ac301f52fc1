import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImage, placeholderResponsiveImage } from '../../lib/placeholderImage';
import { EnrollmentCard } from './EnrollmentCard';

const meta = {
  title: 'Learning/EnrollmentCard',
  component: EnrollmentCard,
  args: {
    thumbnailUrl: placeholderImage('React.js'),
    lessonCount: 3,
    isEnrolled: false,
    onEnroll: fn(),
    lessonsHref: '/dashboard/courses/learn/c1/lesson/l1',
  },
  decorators: [
    (Story) => (
      <div className="w-80 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnrollmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotEnrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('365 Days Validity')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "What's Included" })).toBeVisible();
    await expect(canvas.getByText('3 Lessons')).toBeVisible();
    await expect(canvas.getByText('Online Accessibility')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll For Free' }));
    await expect(args.onEnroll).toHaveBeenCalledTimes(1);
  },
};

export const Enrolling: Story = { args: { isEnrolling: true } };

export const Enrolled: Story = {
  args: { isEnrolled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to Lessons' })).toHaveAttribute(
      'href',
      '/dashboard/courses/learn/c1/lesson/l1',
    );
    await expect(canvas.queryByRole('button', { name: 'Enroll For Free' })).toBeNull();
  },
};

export const EnrolledWithProgress: Story = {
  args: {
    isEnrolled: true,
    progress: { completedLessons: 2, totalLessons: 3 },
    accessUntil: '2027-03-03T12:00:00.000Z',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 3 lessons',
    );
    await expect(canvas.getByText('Access until March 3, 2027')).toBeVisible();
    await expect(canvas.getByText('365 Days Validity')).toBeVisible();
  },
};

export const NotEnrolledShowsNoProgress: Story = {
  args: { progress: { completedLessons: 1, totalLessons: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

const storedWidths = placeholderResponsiveImage('React.js', [320, 640, 960]);

/** The thumbnail's stored widths (ADR 0078), chosen by the course page's side column. */
export const WithStoredWidths: Story = {
  args: { thumbnailUrl: storedWidths.url, thumbnailSrcset: storedWidths.srcset },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', storedWidths.url);
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute('sizes', '(min-width: 64rem) 18rem, 100vw');
  },
};

const certificateHref = '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt';

/** Every lesson done and the certificate issued (D51): 'View certificate' beside 'Go to Lessons'. */
export const EnrolledWithCertificate: Story = {
  args: { isEnrolled: true, progress: { completedLessons: 3, totalLessons: 3 }, certificateHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      certificateHref,
    );
    await expect(canvas.getByRole('link', { name: 'Go to Lessons' })).toBeVisible();
  },
};

/** The enrolment ended after the certificate was issued: the certificate stays, and the learner may enrol again. */
export const EnrolmentEndedWithCertificate: Story = {
  args: { certificateHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      certificateHref,
    );
    await expect(canvas.getByRole('button', { name: 'Enroll For Free' })).toBeVisible();
  },
};

export const EnrolledWithoutCertificate: Story = {
  args: { isEnrolled: true, progress: { completedLessons: 2, totalLessons: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'View certificate' })).toBeNull();
  },
};
