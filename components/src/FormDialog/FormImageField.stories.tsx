import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Resolver } from 'react-hook-form';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FormDialog } from './FormDialog.js';
import { FormImageField } from './FormImageField.js';

interface Avatar {
  avatarPath: string;
}

const STORED = '/uploads/avatars/0123456789abcdef0123456789abcdef.png';

/** admin.md §5: 'Avatar is a required field'. */
const avatarResolver: Resolver<Avatar> = async (values) =>
  values.avatarPath === ''
    ? {
        values: {},
        errors: { avatarPath: { type: 'required', message: 'Avatar is a required field' } },
      }
    : { values, errors: {} as Record<string, never> };

const meta = {
  title: 'Staff/FormImageField',
  component: FormDialog<Avatar>,
  args: {
    isOpen: true,
    title: 'Add author',
    defaultValues: { avatarPath: '' },
    resolver: avatarResolver,
    onSubmit: fn(),
    onCancel: fn(),
    children: (
      <FormImageField
        name="avatarPath"
        label="Avatar"
        upload={async (_file, onProgress) => {
          onProgress(1);
          return STORED;
        }}
      />
    ),
  },
} satisfies Meta<typeof FormDialog<Avatar>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add author' }),
  );

/** Saving without a picture says the spec's words; once uploaded, its path is the value. */
export const RequiredThenUploaded: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Avatar is a required field');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const input =
      canvasElement.ownerDocument.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' }),
    );
    await expect(await dialog.findByRole('img', { name: 'Avatar: preview' })).toHaveAttribute(
      'src',
      STORED,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ avatarPath: STORED }, expect.anything()),
    );
  },
};
