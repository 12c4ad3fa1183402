import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** Hashes and checks passwords. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a stored value this hasher cannot read. */
  verify(password: string, stored: string): Promise<boolean>;
}

/** scrypt's cost parameters (RFC 7914): memory used is 128 · cost · blockSize bytes. */
export interface ScryptParameters {
  readonly cost: number;
  readonly blockSize: number;
  readonly parallelization: number;
}

/**
 * The production parameters: N = 2^15, r = 8, p = 1, that is 32 MiB of memory per hash, and about
 * 150 ms of one core on the project's machines (measured; the libuv pool runs four at once).
 * OWASP's cheapest scrypt setting at this memory is p = 3, three times the work: p = 1 keeps a
 * login quick and the server hard to flood, at a third of that cost to an attacker. Stored hashes
 * name their parameters, so raising these later leaves older hashes verifiable.
 */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = {
  cost: 2 ** 15,
  blockSize: 8,
  parallelization: 1,
};

const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * A scrypt hasher (memory-hard, built into Node). The stored form is
 * `scrypt$N$r$p$salt$key` with base64 salt and key.
 *
 * @example
 * const hasher = createScryptHasher();
 * const stored = await hasher.hash('correct horse'); // 'scrypt$32768$8$1$…$…'
 * await hasher.verify('correct horse', stored); // true
 */
export function createScryptHasher(
  parameters: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, KEY_BYTES, parameters);
      const { cost, blockSize, parallelization } = parameters;
      return [
        'scrypt',
        cost,
        blockSize,
        parallelization,
        salt.toString('base64'),
        key.toString('base64'),
      ].join('$');
    },
    async verify(password, stored) {
      const parsed = parseStored(stored);
      if (parsed === undefined) return false;
      const key = await derive(password, parsed.salt, parsed.key.length, parsed.parameters);
      return timingSafeEqual(key, parsed.key);
    },
  };
}

function derive(
  password: string,
  salt: Buffer,
  length: number,
  parameters: ScryptParameters,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: parameters.cost,
    r: parameters.blockSize,
    p: parameters.parallelization,
    // Node refuses above 32 MiB by default; allow what these parameters need, with headroom.
    maxmem: 256 * parameters.cost * parameters.blockSize,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parseStored(
  stored: string,
): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const [scheme, cost, blockSize, parallelization, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || salt === undefined || key === undefined)
    return undefined;
  const numbers = [cost, blockSize, parallelization].map(Number);
  if (!numbers.every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  const [n = 0, r = 0, p = 0] = numbers;
  // A stored hash is trusted data, but bound the work it can ask for all the same.
  if (n > 2 ** 20 || r > 32 || p > 16) return undefined;
  return {
    parameters: { cost: n, blockSize: r, parallelization: p },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}
