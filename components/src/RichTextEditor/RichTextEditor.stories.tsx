import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.js';

/** The field with its value kept, as a form keeps it. */
function Field(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Description', value: '<p>Hands to play.</p>', onChange: fn() },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastHtml = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
};

/** Typing in bold, by the toolbar and by the keyboard, then a list and a link. */
export const Formatting: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Slams');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('<strong>Slams</strong>'));
    expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('<ul>'));

    // Select the bold word, as a drag of the mouse would.
    const word = box.querySelector('strong');
    if (word === null) throw new Error('no bold word');
    const range = document.createRange();
    range.selectNodeContents(word);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const url = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(url, 'https://bridge.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // With the text before it selected, the link wraps it.
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('href="https://bridge.example"'));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Link address' })).toBeNull());
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toBeVisible();
  },
};

/** The arrow keys move along the toolbar, and Tab goes on from its last button to the text. */
export const KeyboardToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  },
};

/** Read-only: the content shows without a toolbar and cannot be edited. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, value: '<p><strong>Bold</strong> and <em>italic</em></p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('toolbar')).toBeNull();
    const box = canvas.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box.querySelector('strong')).toHaveTextContent('Bold');
  },
};

/** A problem shows under the field and is read with it. */
export const WithProblem: Story = {
  args: { errorMessage: 'Required field', value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required field');
  },
};
