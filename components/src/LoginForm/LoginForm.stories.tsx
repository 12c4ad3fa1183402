import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { LoginForm } from './LoginForm.js';

const meta = {
  title: 'Store/Forms/LoginForm',
  component: LoginForm,
  decorators: [withRouter],
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §5 Login: submit disabled until both are filled and error-free. */
export const LogIn: Story = {
  args: { showTitle: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await expect(submit).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'anna@example.com',
      password: 'correct horse',
    });
  },
};

/** storefront.md §5: 'Invalid Email', 'Password is required'. */
export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@');
    await userEvent.tab();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/^Password/));
    await userEvent.tab();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

/** storefront.md §5: "Password fields have a show/hide toggle". */
export const ShowPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'secret');
    await expect(password).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** In the drawer: the forgotten-password link switches the drawer; register is a link. */
export const DrawerLinks: Story = {
  args: { onForgotten: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forgotten your password?' }));
    await expect(args.onForgotten).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: 'Register' }));
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
  },
};

/** On the page, the forgotten-password link goes to /forgottenpassword. */
export const PageLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Forgotten your password?' }));
    await expect(navigate).toHaveBeenCalledWith('/forgottenpassword', undefined);
  },
};

/** storefront.md §8: a BAD_USER_INPUT message in a red alert. */
export const WrongPassword: Story = {
  args: { error: { kind: 'input', message: 'Incorrect email or password' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password');
  },
};

/** storefront.md §8: any other failure: 'there was a problem' with the default text. */
export const ServerProblem: Story = {
  args: { error: { kind: 'problem' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem logging you in.',
    );
  },
};

export const Sending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { error: { kind: 'problem' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Er ging iets mis bij het inloggen.');
    await userEvent.click(canvas.getByLabelText('Wachtwoord', { selector: 'input' }));
    await userEvent.tab();
    await expect(canvas.getByText('Wachtwoord is verplicht')).toBeVisible();
  },
};
