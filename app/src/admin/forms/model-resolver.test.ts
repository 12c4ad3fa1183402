import { describe, expect, it } from 'vitest';
import { errorTree } from './model-resolver.js';

const error = (message: string) => ({ type: message, message });

describe('errorTree', () => {
  it('nests the errors of list rows as react-hook-form reads them', () => {
    expect(
      errorTree([
        ['firstName', error('First name is required')],
        ['links.1.linkUrl', error('Required field')],
      ]),
    ).toEqual({
      firstName: error('First name is required'),
      links: { 1: { linkUrl: error('Required field') } },
    });
  });

  it("keeps a list's own error beside its rows' errors, in either order", () => {
    const expected = {
      links: {
        ...error('Each kind of link may be given once'),
        0: { linkUrl: error('Required field') },
      },
    };
    expect(
      errorTree([
        ['links', error('Each kind of link may be given once')],
        ['links.0.linkUrl', error('Required field')],
      ]),
    ).toEqual(expected);
    expect(
      errorTree([
        ['links.0.linkUrl', error('Required field')],
        ['links', error('Each kind of link may be given once')],
      ]),
    ).toEqual(expected);
  });
});
