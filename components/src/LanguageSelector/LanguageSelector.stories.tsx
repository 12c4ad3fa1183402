import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector.js';

const meta = {
  title: 'Store/LanguageSelector',
  component: LanguageSelector,
  args: { language: 'enGB', onChange: fn() },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §1: the two interface languages, en-gb and nl-nl. */
export const ChooseDutch: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /English/ });
    await userEvent.click(button);
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['English', 'Nederlands']);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(list).getByRole('option', { name: 'Nederlands' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('nlNL');
  },
};

/** With the keyboard: the arrow opens the list, Home goes to the first language, Enter chooses. */
export const Keyboard: Story = {
  args: { language: 'nlNL' },
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{Home}');
    await expect(within(list).getByRole('option', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('enGB');
  },
};

/** Choosing the current language again changes nothing. */
export const SameLanguage: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'English' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { language: 'nlNL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Nederlands/ })).toBeVisible();
    await expect(canvas.getByText('Taal')).toBeInTheDocument();
  },
};
