import { describe, expect, it } from 'vitest';
import { createJsonLogger } from './logger.js';

const fixedNow = () => new Date('2025-01-02T03:04:05.000Z');

describe('createJsonLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const lines: string[] = [];
    createJsonLogger('info', (line) => lines.push(line), fixedNow).info('hello', { port: 3000 });
    expect(lines).toEqual([
      '{"time":"2025-01-02T03:04:05.000Z","level":"info","msg":"hello","port":3000}\n',
    ]);
  });

  it('drops entries below its level, and silent drops everything', () => {
    const lines: string[] = [];
    const warn = createJsonLogger('warn', (line) => lines.push(line), fixedNow);
    warn.debug('a');
    warn.info('b');
    warn.warn('c');
    warn.error('d');
    createJsonLogger('silent', (line) => lines.push(line), fixedNow).error('e');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['c', 'd']);
  });

  it('writes an error field as name, message and stack', () => {
    const lines: string[] = [];
    createJsonLogger('info', (line) => lines.push(line), fixedNow).error('failed', {
      error: new TypeError('boom'),
    });
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry.error).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(entry.error.stack).toContain('boom');
  });
});
