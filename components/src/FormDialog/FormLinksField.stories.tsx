import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Resolver } from 'react-hook-form';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FormDialog } from './FormDialog.js';
import { type FormLink, FormLinksField } from './FormLinksField.js';
import { FormTextField } from './FormTextField.js';

interface AuthorLinks {
  bio: string;
  links: FormLink[];
}

const TYPES = [
  { id: 'Website', label: 'Website' },
  { id: 'BBO', label: 'BBO' },
  { id: 'Email', label: 'Email' },
];

/** admin.md §5: a link URL of at most 255 characters; each type once (admin.md §3). */
const linksResolver: Resolver<AuthorLinks> = async (values) => {
  const types = values.links.map((link) => link.linkType);
  return new Set(types).size === types.length
    ? { values, errors: {} as Record<string, never> }
    : {
        values: {},
        errors: { links: { type: 'check', message: 'Each kind of link may be given once' } },
      };
};

const meta = {
  title: 'Staff/FormLinksField',
  component: FormDialog<AuthorLinks>,
  args: {
    isOpen: true,
    title: 'Edit author',
    defaultValues: {
      bio: 'Teaches defence.',
      links: [{ linkType: 'Website', linkUrl: 'https://ann.example' }],
    },
    resolver: linksResolver,
    onSubmit: fn(),
    onCancel: fn(),
    children: (
      <>
        <FormTextField name="bio" label="Bio" rows={3} maxLength={1000} showCount />
        <FormLinksField name="links" label="Links" types={TYPES} maxLength={255} />
      </>
    ),
  },
} satisfies Meta<typeof FormDialog<AuthorLinks>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit author' }),
  );

/** A second link offers only the types not taken; removing a row gives its type back. */
export const AddAndRemove: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByText('16 / 1000')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add a link' }));
    await expect(dialog.getByRole('button', { name: /Link 2: type/ })).toHaveTextContent('BBO');
    await userEvent.click(dialog.getByRole('button', { name: /Link 2: type/ }));
    const offered = (await body.findAllByRole('option')).map((option) => option.textContent);
    await expect(offered).toEqual(['BBO', 'Email']);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Link 2: address' }),
      'https://bbo.example/ann',
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Add a link' }));
    await expect(dialog.getByRole('button', { name: 'Add a link' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove link 3' }));
    await expect(dialog.getByRole('button', { name: 'Add a link' })).toBeEnabled();

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          bio: 'Teaches defence.',
          links: [
            { linkType: 'Website', linkUrl: 'https://ann.example' },
            { linkType: 'BBO', linkUrl: 'https://bbo.example/ann' },
          ],
        },
        expect.anything(),
      ),
    );
  },
};

/** The list's own message (a type given twice) shows under it. */
export const RepeatedType: Story = {
  args: {
    defaultValues: {
      bio: '',
      links: [
        { linkType: 'Website', linkUrl: 'https://a.example' },
        { linkType: 'Website', linkUrl: 'https://b.example' },
      ],
    },
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Each kind of link may be given once')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No links: says so, and one may be added. */
export const NoLinks: Story = {
  args: { defaultValues: { bio: '', links: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('No links yet.')).toBeVisible();
    await expect(dialog.getByText('0 / 1000')).toBeVisible();
  },
};
