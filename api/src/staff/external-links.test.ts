import { describe, expect, it } from 'vitest';
import { parseExternalLinks } from './external-links.js';

describe('ADMIN_EXTERNAL_LINKS', () => {
  it('is no links when unset', () => {
    expect(parseExternalLinks(undefined)).toEqual({ ok: true, value: [] });
  });

  it('keeps the order of the names', () => {
    expect(
      parseExternalLinks('{"E-mail":"https://mail.example/x","Errors":"http://errors.example"}'),
    ).toEqual({
      ok: true,
      value: [
        { name: 'E-mail', url: 'https://mail.example/x' },
        { name: 'Errors', url: 'http://errors.example' },
      ],
    });
  });

  it.each([
    'not json',
    '["https://a.example"]',
    '{"Payments":42}',
    '{"Payments":"javascript:alert(1)"}',
    '{" ":"https://a.example"}',
    'null',
  ])('refuses %s with a sentence naming the variable', (text) => {
    expect(parseExternalLinks(text)).toEqual({
      ok: false,
      message: `ADMIN_EXTERNAL_LINKS must be a JSON object of names to http(s) URLs, not '${text}'`,
    });
  });
});
