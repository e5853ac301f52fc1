import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { certificateFixture } from '@devlearn/api-client/mocks';
import { Certificate } from './Certificate';

const { courseId: _courseId, ...certificate } = certificateFixture;

const meta = {
  title: 'Screens/Public/Certificate',
  component: Certificate,
  args: { certificate, pdfHref: `/api/v1/certificates/${certificate.id}/pdf` },
} satisfies Meta<typeof Certificate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', args.pdfHref);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { certificate: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading certificate' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
