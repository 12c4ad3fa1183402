import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl, redact } from './location.js';

describe('parseDatabaseUrl', () => {
  it.each([
    [undefined, { dialect: 'sqlite', file: '/data/tenace.db' }],
    ['', { dialect: 'sqlite', file: '/data/tenace.db' }],
    [':memory:', { dialect: 'sqlite', file: ':memory:' }],
    ['/var/lib/tenace.db', { dialect: 'sqlite', file: '/var/lib/tenace.db' }],
    ['local.db', { dialect: 'sqlite', file: join(process.cwd(), 'local.db') }],
    ['file:///var/lib/tenace.db', { dialect: 'sqlite', file: '/var/lib/tenace.db' }],
    [
      'file:relative/tenace.db',
      { dialect: 'sqlite', file: join(process.cwd(), 'relative/tenace.db') },
    ],
    [
      'postgres://u:p@db:5432/tenace',
      { dialect: 'postgres', url: 'postgres://u:p@db:5432/tenace' },
    ],
    ['postgresql://db/tenace', { dialect: 'postgres', url: 'postgresql://db/tenace' }],
  ])('reads %j', (value, location) => {
    expect(parseDatabaseUrl(value, '/data')).toEqual({ ok: true, value: location });
  });

  it('refuses other URL schemes, hiding the password', () => {
    expect(parseDatabaseUrl('mysql://root:hunter2@db/tenace', '/data')).toEqual({
      ok: false,
      message:
        'DATABASE_URL must be a file path, a file: URL or a postgres:// URL, not mysql://root:***@db/tenace',
    });
  });
});

describe('redact', () => {
  it('hides the password of a URL and leaves the rest', () => {
    expect(redact('postgres://tenace:secret@db/tenace')).toBe('postgres://tenace:***@db/tenace');
    expect(redact('postgres://db/tenace')).toBe('postgres://db/tenace');
  });
});
