import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { certificateFixture } from '@devlearn/api-client/mocks';
import { formatLongDate } from '../../lib/dates';
import { CertificateView } from './CertificateView';

const { courseId: _courseId, ...certificate } = certificateFixture;

const meta = {
  title: 'Learning/CertificateView',
  component: CertificateView,
  args: { certificate, pdfHref: `/api/v1/certificates/${certificate.id}/pdf` },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CertificateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public page: name, course, date, the verification id, a verified statement and the PDF. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
    await expect(article).toHaveTextContent(args.certificate.learnerName);
    await expect(article).toHaveTextContent(args.certificate.courseTitle);
    await expect(article).toHaveTextContent(formatLongDate(args.certificate.issuedAt));
    await expect(canvas.getByText('Verified: DevLearn issued this certificate.')).toBeVisible();
    await expect(canvas.getByText(args.certificate.id)).toBeVisible();
    const pdf = canvas.getByRole('link', { name: 'Download PDF' });
    await expect(pdf).toHaveAttribute('href', args.pdfHref);
    await expect(pdf).toHaveAttribute('download');
  },
};

/** A long name and title wrap; the id breaks anywhere rather than overflow. */
export const LongNameAndTitle: Story = {
  args: {
    certificate: {
      ...certificate,
      learnerName: 'Maximilian Alexander Wolfeschlegelsteinhausen-Bergerdorff',
      courseTitle:
        'Advanced React.js Patterns: Compound Components, Render Props, Hooks and Suspense in Practice',
    },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
