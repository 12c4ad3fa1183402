import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GiftForm } from './GiftForm.js';

const meta = {
  title: 'Store/Forms/GiftForm',
  component: GiftForm,
  args: { productTitle: 'Weak two bids', onSubmit: fn() },
} satisfies Meta<typeof GiftForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §4 Gift flow: the recipient's details go with the item into the cart. */
export const AddAGift: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Recipient's first name/), ' Bo ');
    await userEvent.type(canvas.getByLabelText(/Recipient's last name/), 'Lee');
    await userEvent.type(canvas.getByLabelText(/Recipient's email/), 'bo@example.com');
    await expect(add).toBeDisabled();
    const message = canvas.getByLabelText(/Your message/);
    await expect(message).toHaveAttribute('rows', '4');
    await userEvent.type(message, 'Enjoy!');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      toFirstName: 'Bo',
      toLastName: 'Lee',
      toEmail: 'bo@example.com',
      message: 'Enjoy!',
    });
  },
};

/** storefront.md §5: the spec's messages once a field has been left. */
export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Recipient's first name/));
    await userEvent.tab();
    await expect(canvas.getByText('Recipient first name is required')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText('Recipient last name is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Recipient's email/), 'bo@example');
    await userEvent.tab();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByLabelText(/Recipient's email/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByLabelText(/Your message/), 'x'.repeat(501));
    await userEvent.tab();
    await expect(canvas.getByText('At most 500 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Voornaam ontvanger/));
    await userEvent.tab();
    await expect(canvas.getByText('Voornaam ontvanger is verplicht')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
  },
};
