import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { courseSummariesFixture } from '@devlearn/api-client/mocks';
import { placeholderImage, placeholderResponsiveImage } from '../../lib/placeholderImage';
import { CourseListRow } from './CourseListRow';

const longSubTitle =
  'Build interactive interfaces with components and hooks, manage state and effects, and ship a small app to production.';

const course = {
  ...courseSummariesFixture[0]!,
  subTitle: longSubTitle,
  thumbnail: { url: placeholderImage('React.js') },
};

const meta = {
  title: 'Learning/CourseListRow',
  component: CourseListRow,
  args: { course },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${longSubTitle.slice(0, 100).trimEnd()}...`)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${longSubTitle.slice(0, 50).trimEnd()}...`)).toBeVisible();
  },
};

export const ShortSubtitle: Story = {
  args: { course: { ...course, subTitle: 'Commit, branch and merge.' } },
};

const storedWidths = placeholderResponsiveImage('React.js');

/** The thumbnail at 320 and 640 px (ADR 0078): the row's 7rem (11rem from `sm`) takes the 320 one. */
export const WithStoredWidths: Story = {
  args: { course: { ...course, thumbnail: storedWidths } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', storedWidths.url);
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute('sizes', '(min-width: 40rem) 11rem, 7rem');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** A completed course whose certificate was issued (D51): a link of its own above the row's stretched link. */
export const WithCertificate: Story = {
  args: {
    progress: { completedLessons: 3, totalLessons: 3 },
    certificateHref: '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt',
  },
  play: async ({ canvasElement, args }) => {
    const certificate = within(canvasElement).getByRole('link', {
      name: `View certificate of ${course.title}`,
    });
    await expect(certificate).toHaveAttribute('href', args.certificateHref);
    const box = certificate.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('a')).toBe(
      certificate,
    );
  },
};
