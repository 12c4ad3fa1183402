import type { AccountDeps } from './account-deps.js';
import { createAddressOperations } from './email-confirmation.js';
import { createLoginOperations } from './login.js';
import { createPasswordOperations } from './passwords.js';
import { createProfileOperations } from './profile.js';
import { createRegistrationOperations } from './registration.js';

/**
 * The accounts: storefront.md §4 "Login and session", §5 and §7.
 *
 * @example
 * const accounts = createAccountService(deps);
 * const outcome = await accounts.loginUser(caller, { email: 'ann@example.com', password: 'secret' });
 */
export function createAccountService(deps: AccountDeps) {
  return {
    ...createLoginOperations(deps),
    ...createRegistrationOperations(deps),
    ...createPasswordOperations(deps),
    ...createProfileOperations(deps),
    ...createAddressOperations(deps),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
