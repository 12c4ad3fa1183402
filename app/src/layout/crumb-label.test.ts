import { describe, expect, it } from 'vitest';
import { crumbLabel } from './crumb-label.js';

describe('crumbLabel (admin.md §2: a crumb containing a colon shows a route parameter)', () => {
  it('takes a crumb without a colon as a fixed text key', () => {
    expect(crumbLabel('crumb.products', { title: 'weak-two-bids' })).toEqual({
      key: 'crumb.products',
    });
  });

  it("shows the named parameter of the match, the title slug's dashes as spaces", () => {
    expect(crumbLabel(':title', { id: '12', title: 'Weak-two-bids' })).toEqual({
      text: 'Weak two bids',
    });
    expect(crumbLabel(':authorName', { authorId: '3', authorName: 'Noor-van-Dijk' })).toEqual({
      text: 'Noor van Dijk',
    });
  });

  it('shows a decoded parameter as the router gives it, accents and all', () => {
    expect(crumbLabel(':handTitle', { handTitle: 'Één-sans-atout--openen' })).toEqual({
      text: 'Één sans atout openen',
    });
  });

  it('leaves the crumb out when the match has no such parameter, or no words in it', () => {
    expect(crumbLabel(':title', { id: '12' })).toBeNull();
    expect(crumbLabel(':title', { title: '' })).toBeNull();
    // The slug of a title without letters or digits (lib/paths.ts).
    expect(crumbLabel(':title', { title: '-' })).toBeNull();
  });

  it('shows the name the page gave the parameter once loaded, its title as written', () => {
    expect(
      crumbLabel(
        ':title',
        { id: '12', title: 'acol-opening-bids' },
        { title: 'Acol opening bids' },
      ),
    ).toEqual({ text: 'Acol opening bids' });
    expect(
      crumbLabel(':authorName', { authorName: 'noor-van-dijk' }, { title: 'Weak two bids' }),
    ).toEqual({ text: 'noor van dijk' });
    expect(crumbLabel(':title', { title: 'x' }, { title: '  ' })).toEqual({ text: 'x' });
    expect(crumbLabel(':title', { id: '12' }, { title: 'Acol opening bids' })).toBeNull();
  });
});
