import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Resolver } from 'react-hook-form';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FormDialog } from './FormDialog.js';
import { FormSelectField } from './FormSelectField.js';

interface TagLanguage {
  language: string;
}

/** admin.md §5: a language is required ('Language is required'). */
const languageResolver: Resolver<TagLanguage> = async (values) =>
  values.language === ''
    ? {
        values: {},
        errors: { language: { type: 'required', message: 'Language is required' } },
      }
    : { values, errors: {} as Record<string, never> };

const LANGUAGES = [
  { id: 'enGB', label: 'English' },
  { id: 'nlNL', label: 'Dutch' },
];

const meta = {
  title: 'Staff/FormSelectField',
  component: FormDialog<TagLanguage>,
  args: {
    isOpen: true,
    title: 'Add tag',
    defaultValues: { language: '' },
    resolver: languageResolver,
    onSubmit: fn(),
    onCancel: fn(),
    children: <FormSelectField name="language" label="Language" options={LANGUAGES} isRequired />,
  },
} satisfies Meta<typeof FormDialog<TagLanguage>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add tag' }));

/** The resolver's message shows under the choice, read as its description, and it takes the focus. */
export const Required: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const choice = dialog.getByRole('button', { name: /Language/ });
    await waitFor(() => expect(choice).toHaveFocus());
    await expect(dialog.getByText('Language is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Chosen by keyboard, the option's id is the value handed over. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    dialog.getByRole('button', { name: /Language/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Dutch' }));
    await expect(dialog.getByRole('button', { name: /Language/ })).toHaveTextContent('Dutch');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ language: 'nlNL' }, expect.anything()),
    );
  },
};

/** Editing opens on the row's choice. */
export const Edit: Story = {
  args: { defaultValues: { language: 'enGB' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
  },
};
