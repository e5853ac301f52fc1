import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { infoPages } from '../../content/infoPages';
import { InfoPage } from './InfoPage';

const meta = {
  title: 'Screens/Public/InfoPage',
  component: InfoPage,
  args: { content: infoPages.tutorials },
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutorials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Interactive Tutorials' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};
export const Community: Story = { args: { content: infoPages.community } };
export const Courses: Story = { args: { content: infoPages.courses } };
export const Projects: Story = { args: { content: infoPages.projects } };
export const Resources: Story = { args: { content: infoPages.resources } };
export const Challenges: Story = { args: { content: infoPages.challenges } };
export const Contact: Story = { args: { content: infoPages.contact } };
export const About: Story = { args: { content: infoPages.about } };

export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');
    await expect(canvas.queryByRole('link', { name: 'Start learning' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
