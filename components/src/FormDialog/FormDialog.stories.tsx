import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { type AuthorName, authorNameResolver } from './author-name.testkit.js';
import { FormDialog } from './FormDialog.js';
import { FormTextField } from './FormTextField.js';

const meta = {
  title: 'Staff/FormDialog',
  component: FormDialog<AuthorName>,
  args: {
    isOpen: true,
    title: 'Add author',
    defaultValues: { firstName: '', lastName: '' },
    resolver: authorNameResolver,
    onSubmit: fn(),
    onCancel: fn(),
    children: (
      <>
        <FormTextField name="firstName" label="First name" isRequired maxLength={100} />
        <FormTextField name="lastName" label="Last name" isRequired maxLength={100} />
      </>
    ),
  },
} satisfies Meta<typeof FormDialog<AuthorName>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = 'Add author') =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** admin.md §5: the resolver's messages show under the fields, and nothing is saved. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Sally');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const lastName = dialog.getByRole('textbox', { name: 'Last name' });
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Last name is required'));
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values are handed over as the resolver gives them. */
export const Saves: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Sally');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Brock');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { firstName: 'Sally', lastName: 'Brock' },
        expect.anything(),
      ),
    );
  },
};

/** Editing opens with the row's values. */
export const Edit: Story = {
  args: { title: 'Edit author', defaultValues: { firstName: 'Barry', lastName: 'Rigal' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Edit author');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rigal');
  },
};

export const CancelByEscape: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
};
