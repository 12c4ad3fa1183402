import { describe, expect, it } from 'vitest';
import { createScryptHasher, DEFAULT_SCRYPT_PARAMETERS } from './password-hasher.js';

const fast = createScryptHasher({ cost: 2 ** 10, blockSize: 8, parallelization: 1 });

describe('createScryptHasher', () => {
  it('uses N = 2^15, r = 8, p = 1 by default (32 MiB per hash) and names them in the stored hash', async () => {
    expect(DEFAULT_SCRYPT_PARAMETERS).toEqual({ cost: 32768, blockSize: 8, parallelization: 1 });
    const hasher = createScryptHasher();
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horsf', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await fast.hash('same')).not.toBe(await fast.hash('same'));
  });

  it('verifies a hash made with other parameters, so they can be raised later', async () => {
    const stored = await fast.hash('p@ss');
    expect(await createScryptHasher().verify('p@ss', stored)).toBe(true);
  });

  it('treats the same text in composed and decomposed Unicode as one password', async () => {
    const stored = await fast.hash('caf\u00e9');
    expect(await fast.verify('cafe\u0301', stored)).toBe(true);
  });

  it.each([
    '',
    'bcrypt$10$abc',
    'scrypt$x$8$1$c2FsdA==$a2V5',
    'scrypt$1024$8$1$c2FsdA==',
    'scrypt$1024$8$1$c2FsdA==$a2V5$extra',
    `scrypt$${2 ** 21}$8$1$c2FsdA==$a2V5`,
  ])('answers false for the unreadable stored value %j', async (stored) => {
    expect(await fast.verify('anything', stored)).toBe(false);
  });
});
