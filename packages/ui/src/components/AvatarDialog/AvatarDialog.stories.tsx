import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AvatarDialog, type AvatarDialogProps } from './AvatarDialog';

/** A 400x300 PNG drawn on a canvas, standing in for the photo a user picks. */
async function samplePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 300;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#6d4aff';
  context.fillRect(0, 0, 400, 300);
  context.fillStyle = '#ffd54a';
  context.beginPath();
  context.arc(200, 150, 90, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'me.png', { type: 'image/png' });
}

const meta = {
  title: 'Learning/AvatarDialog',
  component: AvatarDialog,
  args: { file: null, onCancel: fn(), onSave: fn() },
  loaders: [async () => ({ photo: await samplePhoto() })],
  render: (args, { loaded }) => <AvatarDialog {...args} file={args.file ?? (loaded.photo as File)} />,
} satisfies Meta<typeof AvatarDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Saving: Story = { args: { isSaving: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The profile screen's wiring: choosing a file opens the dialog; Cancel or a save closes it. */
function AvatarChooser(props: AvatarDialogProps & { photo: File }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className="p-6">
      <Button onClick={() => setFile(props.photo)}>Choose photo</Button>
      <AvatarDialog
        {...props}
        file={file}
        onCancel={() => {
          props.onCancel();
          setFile(null);
        }}
        onSave={(blob) => {
          props.onSave(blob);
          setFile(null);
        }}
      />
    </div>
  );
}

export const CancelCloses: Story = {
  render: (args, { loaded }) => <AvatarChooser {...args} photo={loaded.photo as File} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Choose photo' }));
    const dialog = await page.findByRole('dialog', { name: 'Crop your avatar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  render: (args, { loaded }) => <AvatarChooser {...args} photo={loaded.photo as File} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Choose photo' }));
    await page.findByRole('dialog', { name: 'Crop your avatar' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const SaveGivesA200PxPng: Story = {
  render: (args, { loaded }) => <AvatarChooser {...args} photo={loaded.photo as File} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Choose photo' }));
    const dialog = await page.findByRole('dialog', { name: 'Crop your avatar' });
    const save = within(dialog).getByRole('button', { name: 'Save Avatar' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const blob = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as Blob;
    await expect(blob.type).toBe('image/png');
    const bitmap = await createImageBitmap(blob);
    await expect([bitmap.width, bitmap.height]).toEqual([200, 200]);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};
