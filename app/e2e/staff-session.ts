/**
 * Signing in as a demo account and calling the API with its session, as the admin journeys do.
 */
import type { Page } from 'playwright-core';

/** The demo accounts (README "Demo accounts"): e-mail, password, first name. */
export const DEMO_ACCOUNTS = {
  Admin: ['admin@tenace.example', 'tenace-admin', 'Ada'],
  Editor: ['editor@tenace.example', 'tenace-editor', 'Ed'],
  Publisher: ['publisher@tenace.example', 'tenace-publisher', 'Margaret'],
  Customer: ['customer@tenace.example', 'tenace-customer', 'Customer'],
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Signs out whoever is signed in, then in as `role`; staff land on /admin. */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const [email, password] = DEMO_ACCOUNTS[role];
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface GraphqlAnswer {
  readonly data?: Record<string, unknown>;
  readonly errors?: readonly { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL call with the signed-in user's session (the `bb-auth` cookie), as the app makes it. */
export async function graphqlAs(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'bb-auth')?.value;
  const response = await page.request.post('/graphql', {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return (await response.json()) as GraphqlAnswer;
}
