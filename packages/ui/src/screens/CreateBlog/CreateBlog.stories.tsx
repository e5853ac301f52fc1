import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '@devlearn/api-client/mocks';
import { DashboardLayout } from '../DashboardLayout';
import { CreateBlog } from './CreateBlog';

/** A PNG of the given size drawn on a canvas (the blog image must be landscape). */
async function pngFile(width: number, height: number, name = 'cover.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#6d4aff';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const meta = {
  title: 'Screens/Dashboard/CreateBlog',
  component: CreateBlog,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/create-blog"
        onLogout={() => {}}
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof CreateBlog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Create Post/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerFieldError: Story = {
  args: { serverFieldErrors: { heading: 'Heading must be at most 150 characters long' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Heading must be at most 150 characters long'),
    ).toBeVisible();
  },
};

export const EmptySubmitShowsEveryRequiredMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(await canvas.findByText('Heading is required')).toBeVisible();
    await expect(canvas.getByText('Subheading is required')).toBeVisible();
    await expect(canvas.getByText('Category is required')).toBeVisible();
    await expect(canvas.getByText('Image is required')).toBeVisible();
    await expect(canvas.getByText('Content is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Heading' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusesPortraitImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Image', { selector: 'input' }), await pngFile(300, 400));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(await canvas.findByText('Image must be landscape.')).toBeVisible();
  },
};

export const RefusesUnsupportedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gif = new File(['GIF89a'], 'cover.gif', { type: 'image/gif' });
    await userEvent.upload(canvas.getByLabelText('Image', { selector: 'input' }), gif, {
      applyAccept: false,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(await canvas.findByText('Unsupported file type')).toBeVisible();
  },
};

export const RefusesTooLargeImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Image', { selector: 'input' }), huge);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(await canvas.findByText('File size is too large')).toBeVisible();
  },
};

export const RefusesUnreadableImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const broken = new File(['not really a png'], 'broken.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Image', { selector: 'input' }), broken);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(await canvas.findByText('Error validating image dimensions.')).toBeVisible();
  },
};

export const SubmitsTrimmedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cover = await pngFile(640, 360);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Heading' }), '  Shipping my first app  ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sub Heading' }), 'What I learned.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Category' }), 'Next.js');
    await userEvent.upload(canvas.getByLabelText('Image', { selector: 'input' }), cover);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Content' }));
    await userEvent.keyboard('Routing');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0];
    await expect(values).toMatchObject({
      heading: 'Shipping my first app',
      subHeading: 'What I learned.',
      blogCategory: 'Next.js',
      blogImage: cover,
    });
    await expect(values.content).toContain('Routing');
  },
};

export const ResetContentEmptiesTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('textbox', { name: 'Heading' });
    await userEvent.type(heading, 'Draft');
    await userEvent.upload(canvas.getByLabelText('Image', { selector: 'input' }), await pngFile(640, 360));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Content' }));
    await expect(heading).toHaveValue('');
    await expect(
      (canvas.getByLabelText('Image', { selector: 'input' }) as HTMLInputElement).files,
    ).toHaveLength(0);
  },
};

export const RestoresADraft: Story = {
  args: {
    draft: {
      heading: 'Half-written heading',
      subHeading: 'Where I stopped yesterday',
      blogCategory: 'CSS',
      content: '<p>The first paragraph</p>',
    },
    onDraftChange: fn(),
    onReset: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft restored');
    await expect(canvas.getByLabelText('Heading')).toHaveValue('Half-written heading');
    await expect(canvas.getByLabelText('Category')).toHaveValue('CSS');
    // Typing hands the fields to the app, which saves them as the draft.
    await userEvent.type(canvas.getByLabelText('Heading'), '!');
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ heading: 'Half-written heading!', blogCategory: 'CSS' }),
      ),
    );
    // 'Reset Content' empties the form, forgets the note and tells the app to throw the draft away.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Content' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Heading')).toHaveValue('');
    await expect(canvas.queryByText('Draft restored')).toBeNull();
  },
};

export const EditsABlog: Story = {
  args: {
    mode: 'edit',
    onSave: fn(),
    initial: {
      heading: 'What I learned shipping my first app',
      subHeading: 'Routing and data',
      blogCategory: 'Next.js',
      content: '<p>The published text</p>',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Blog' })).toBeVisible();
    await expect(canvas.getByLabelText('Heading')).toHaveValue('What I learned shipping my first app');
    await userEvent.type(canvas.getByLabelText('Heading'), ', revised');
    // The image may stay as it is: no file is needed to save.
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          heading: 'What I learned shipping my first app, revised',
          blogImage: null,
        }),
      ),
    );
  },
};
