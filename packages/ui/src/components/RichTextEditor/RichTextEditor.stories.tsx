import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Quill } from 'react-quill-new';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** Holds the HTML as a form would. */
function ControlledEditor(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        props.onChange(html);
        setValue(html);
      }}
    />
  );
}

const meta = {
  title: 'Learning/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Content', value: '', onChange: fn(), placeholder: 'Write your post...' },
  render: (args) => <ControlledEditor {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithContent: Story = {
  args: { value: '<h2>Routing</h2><p>The <strong>app</strong> router, <em>explained</em>.</p>' },
};

export const Invalid: Story = { args: { error: 'Content is required' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const ToolbarIsTheSpecsWithCodeBlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = await canvas.findByRole('toolbar', { name: 'Content formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Heading 1',
      'Heading 2',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Blockquote',
      'Code block',
      'Numbered list',
      'Bulleted list',
      'Decrease indent',
      'Increase indent',
      'Link',
      'Image',
      'Clear formatting',
    ]);
  },
};

export const TypingReportsHtml: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Content' });
    await userEvent.click(editor);
    await userEvent.keyboard('Hello');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('Hello</p>')));
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LinksAllowOnlySafeProtocols: Story = {
  play: async () => {
    const link = Quill.import('formats/link') as unknown as { sanitize: (url: string) => string };
    await expect(link.sanitize('https://react.dev')).toBe('https://react.dev');
    await expect(link.sanitize('mailto:ada@example.com')).toBe('mailto:ada@example.com');
    await expect(link.sanitize('sms:+15550100')).toBe('sms:+15550100');
    await expect(link.sanitize('javascript:alert(1)')).toBe('about:blank');
    await expect(link.sanitize('data:text/html,hi')).toBe('about:blank');
  },
};

export const WithCodeBlock: Story = {
  args: {
    value:
      '<p>Run it once:</p><pre data-language="plain">\nuseEffect(() =&gt; {\n  start();\n}, []);\n</pre>',
  },
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Content' });
    // Quill reads the saved <pre> back as its code block.
    await waitFor(() => expect(editor.querySelector('.ql-code-block')).toHaveTextContent('useEffect'));
  },
};

export const CodeBlockButtonMakesAPre: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Content' });
    await userEvent.click(editor);
    await userEvent.keyboard('const answer = 42;');
    const button = canvas.getByRole('button', { name: 'Code block' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The saved HTML is a <pre>, the element the server allows and highlights.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<pre[^>]*>[\s\S]*const answer = 42;/),
      ),
    );
  },
};
