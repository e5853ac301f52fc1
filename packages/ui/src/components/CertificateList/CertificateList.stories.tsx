import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { certificatesFixture } from '@devlearn/api-client/mocks';
import { formatLongDate } from '../../lib/dates';
import { CertificateList } from './CertificateList';

const meta = {
  title: 'Learning/CertificateList',
  component: CertificateList,
  args: { certificates: certificatesFixture, certificateHref: (id: string) => `/certificates/${id}` },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CertificateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile's section: each certificate links to its public page. */
export const WithCertificates: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certificates' });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(certificatesFixture.length);
    for (const [index, certificate] of certificatesFixture.entries()) {
      await expect(links[index]).toHaveAttribute('href', `/certificates/${certificate.id}`);
      await expect(links[index]).toHaveTextContent(certificate.courseTitle);
      await expect(links[index]).toHaveTextContent(`Issued ${formatLongDate(certificate.issuedAt)}`);
    }
  },
};

export const Empty: Story = {
  args: { certificates: [] },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certificates' });
    await expect(section).toHaveTextContent('No certificates yet.');
    await expect(within(section).queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { certificates: null },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certificates' });
    await expect(within(section).getByRole('status', { name: 'Loading certificates' })).toBeInTheDocument();
  },
};
