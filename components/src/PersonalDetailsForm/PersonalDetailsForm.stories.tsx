import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PersonalDetailsForm } from './PersonalDetailsForm.js';

const meta = {
  title: 'Store/Forms/PersonalDetailsForm',
  component: PersonalDetailsForm,
  args: {
    onSubmit: fn(),
    defaultValues: {
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.com',
      currency: 'GBP',
    },
  },
} satisfies Meta<typeof PersonalDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's details, a new currency, Save. */
export const ChangeCurrency: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
    await userEvent.click(canvas.getByRole('button', { name: /GBP/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'USD ($)',
      'GBP (£)',
      'EUR (€)',
      'CAD ($)',
      'AUD ($)',
      'NZD ($)',
    ]);
    await userEvent.click(within(list).getByRole('option', { name: 'EUR (€)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.com',
      currency: 'EUR',
    });
  },
};

/** storefront.md §5: the spec's messages; the currency is required. */
export const ValidationMessages: Story = {
  args: { defaultValues: { firstName: '', lastName: '', email: 'anna@', currency: null } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /First name/ }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByText('Currency is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ServerProblem: Story = {
  args: { error: { kind: 'problem' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem updating your account.',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  },
};
