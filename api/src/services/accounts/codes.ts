import type { CodePurpose } from '../../domain/code-purpose.js';
import type { ConsumedCode } from '../../repositories/user-codes.js';
import { hashToken, newToken } from '../../security/tokens.js';
import type { AccountDeps } from './account-deps.js';

/**
 * Issues a one-time code for the user and returns it (only its hash is stored). `email` is the
 * address an EmailConfirmation code proves.
 */
export async function issueCode(
  deps: Pick<AccountDeps, 'codes' | 'now'>,
  userId: number,
  purpose: CodePurpose,
  ttlMs: number,
  email: string | null = null,
): Promise<string> {
  const code = newToken();
  const createdAt = deps.now();
  await deps.codes.insert({
    codeHash: hashToken(code),
    userId,
    purpose,
    email,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttlMs),
  });
  return code;
}

/** The user a one-time code belongs to, consuming the code; undefined when unknown, used or expired. */
export function consumeCode(
  deps: Pick<AccountDeps, 'codes' | 'now'>,
  code: string,
  purpose: CodePurpose,
): Promise<ConsumedCode | undefined> {
  return deps.codes.consume(hashToken(code), purpose, deps.now());
}
