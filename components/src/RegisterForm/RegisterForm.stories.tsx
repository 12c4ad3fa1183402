import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { RegisterForm } from './RegisterForm.js';

const meta = {
  title: 'Store/Forms/RegisterForm',
  component: RegisterForm,
  decorators: [withRouter],
  args: { onSubmit: fn(), isCaptchaPassed: true },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Anna ');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Jansen');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
};

/**
 * storefront.md §5 Registration: all four fields, the terms accepted (docs/decisions.md
 * "Legal"), then Register.
 */
export const Register: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Register' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Register' });
    await expect(submit).toBeDisabled();
    await fill(canvas, userEvent);
    // The terms are all that is missing: the form says so, and is not sent.
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions');
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await userEvent.click(terms);
    await expect(canvas.queryByText('Please accept the terms and conditions')).toBeNull();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.com',
      password: 'correct horse',
      acceptTerms: true,
    });
  },
};

/** storefront.md §5: "a captcha verification key is needed before submit". */
export const CaptchaNeeded: Story = {
  args: { isCaptchaPassed: false, captcha: <div data-testid="captcha">captcha widget</div> },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await expect(canvas.getByTestId('captcha')).toBeVisible();
    await expect(
      canvas.getByText('Please complete the check that you are not a robot.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

/** The spec's messages for empty fields. */
export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /First name/ }));
    for (let field = 0; field < 4; field++) await userEvent.tab();
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'x'.repeat(101));
    await expect(canvas.getByText('At most 100 characters')).toBeVisible();
  },
};

export const LoginLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(navigate).toHaveBeenCalledWith('/login', undefined);
  },
};

export const EmailTaken: Story = {
  args: { error: { kind: 'input', message: 'An account with this e-mail already exists' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /Voornaam/ }));
    await userEvent.tab();
    await expect(canvas.getByText('Voornaam is verplicht')).toBeVisible();
  },
};
