import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CertificateLink } from './CertificateLink';

const meta = {
  title: 'Learning/CertificateLink',
  component: CertificateLink,
  args: { href: '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CertificateLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the course's own page: the text says it all. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View certificate' });
    await expect(link).toHaveAttribute('href', args.href);
  },
};

/** In a list of courses, screen readers also hear which course. */
export const WithCourseTitle: Story = {
  args: { courseTitle: 'React.js: Getting started' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('View certificate of React.js: Getting started');
    await expect(link).toHaveTextContent(/^View certificate/);
  },
};
