import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Learning/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithQuery: Story = { args: { defaultQuery: 'react hooks' } };

export const SubmitsOnEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search...'), '  reac  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('reac');
  },
};

export const SubmitsOnIconButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'git');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('git');
  },
};

export const RefusesBlankQuery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search...'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a search query');
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** With the results' address, the form itself goes there as a GET (a page painted before its script runs). */
export const WithResultsAddress: Story = {
  args: { resultsHref: '/dashboard/courses/all?show=search-results' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/dashboard/courses/all');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveFormValues({ show: 'search-results', query: '' });
    // With script, the app still decides: the search goes to onSearch and the page stays.
    await userEvent.type(canvas.getByRole('searchbox'), 'reac{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('reac');
    await expect(form).toHaveFormValues({ show: 'search-results', query: 'reac' });
  },
};
