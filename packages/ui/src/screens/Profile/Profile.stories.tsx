import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { certificatesFixture, profileFixture, userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { Profile } from './Profile';

async function photo(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 300;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffd54a';
  context.fillRect(0, 0, 400, 300);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'me.png', { type: 'image/png' });
}

const meta = {
  title: 'Screens/Dashboard/Profile',
  component: Profile,
  args: {
    profile: profileFixture,
    username: userFixture.username,
    avatarUrl: placeholderImage('A', 200, 200),
    onSubmit: fn(),
    onAvatarSave: fn(),
  },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/profile"
        onLogout={() => {}}
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const WithoutAvatar: Story = { args: { avatarUrl: null } };

export const Loading: Story = { args: { profile: null } };

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerFieldError: Story = {
  args: { serverFieldErrors: { email: 'Email is already taken' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Email is already taken')).toBeVisible();
  },
};

export const NothingChangedIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('At least one field must be updated');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsFieldRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First Name' });
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(first);
    await userEvent.type(first, 'A');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12ab34');
    // The phone input keeps digits only.
    await expect(phone).toHaveValue('1234');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await expect(await canvas.findByText('First name must be at least 2 characters long')).toBeVisible();
    await expect(canvas.getByText('Phone number must be exactly 10 digits')).toBeVisible();
    await expect(canvas.getByText('Email is invalid')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendsOnlyChangedFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(last);
    await userEvent.type(last, '  Byron  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ lastName: 'Byron' }));
  },
};

export const AvatarDialogCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.upload(canvas.getByLabelText('Change avatar'), await photo());
    const dialog = await page.findByRole('dialog', { name: 'Crop your avatar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onAvatarSave).not.toHaveBeenCalled();
  },
};

export const AvatarDialogSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.upload(canvas.getByLabelText('Change avatar'), await photo());
    const dialog = await page.findByRole('dialog', { name: 'Crop your avatar' });
    const save = within(dialog).getByRole('button', { name: 'Save Avatar' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onAvatarSave).toHaveBeenCalledTimes(1));
    await expect((args.onAvatarSave as ReturnType<typeof fn>).mock.calls[0]![0]).toBeInstanceOf(Blob);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** ADR 0052: a new email asks for the current password before it is sent. */
export const EmailChangeAsksForPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example');
    const password = await canvas.findByLabelText('Current Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await expect(await canvas.findByText('Enter your current password to change your email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ada@new.example',
        currentPassword: 'correct horse',
      }),
    );
  },
};

/** D36: the new address waits for its link; the old one still signs in. */
export const EmailChangePending: Story = {
  args: { profile: { ...profileFixture, pendingEmail: 'ada@new.example' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Waiting for ada@new.example to be confirmed',
    );
  },
};

const certificateHref = (id: string) => `/certificates/${id}`;

/** The learner's Certificates section (D51) below the form: each links to its public page. */
export const EmailNotificationsSetting: Story = {
  args: { emailNotifications: true, onEmailNotificationsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const setting = within(canvasElement).getByRole('checkbox', {
      name: 'Email me about replies and mentions',
    });
    await expect(setting).toBeChecked();
    await userEvent.click(setting);
    await expect(args.onEmailNotificationsChange).toHaveBeenCalledWith(false);
  },
};

export const WithCertificates: Story = {
  args: { certificates: certificatesFixture, certificateHref },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certificates' });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(certificatesFixture.length);
    await expect(links[0]).toHaveAttribute('href', `/certificates/${certificatesFixture[0]!.id}`);
  },
};

export const NoCertificatesYet: Story = {
  args: { certificates: [], certificateHref },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certificates' });
    await expect(section).toHaveTextContent('No certificates yet.');
  },
};

export const CertificatesLoading: Story = {
  args: { certificates: null, certificateHref },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Certificates' });
    await expect(within(section).getByRole('status', { name: 'Loading certificates' })).toBeInTheDocument();
  },
};
