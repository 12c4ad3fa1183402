import { describe, expect, it } from 'vitest';
import { authorFormValues, authorInput, NEW_AUTHOR } from './author-form.js';

describe('the author form (admin.md §5)', () => {
  it('leaves out a link row without both a type and an address', () => {
    const input = authorInput({
      ...NEW_AUTHOR,
      links: [
        { linkType: 'Website', linkUrl: ' https://ann.example ' },
        { linkType: 'BBO', linkUrl: '  ' },
        { linkType: '', linkUrl: 'https://nowhere.example' },
      ],
    });
    expect(input.links).toEqual([{ linkType: 'Website', linkUrl: 'https://ann.example' }]);
  });

  it('keeps a royalty that is no number as NaN, and no background as null', () => {
    const input = authorInput({ ...NEW_AUTHOR, royaltyPercentage: 'ten' });
    expect(input.royaltyPercentage).toBeNaN();
    expect(input.backgroundImagePath).toBeNull();
    expect(authorInput({ ...NEW_AUTHOR, royaltyPercentage: ' 12 ' }).royaltyPercentage).toBe(12);
  });

  it('opens an author as it is', () => {
    const values = authorFormValues({
      id: 3,
      firstName: 'Ann',
      lastName: 'Lee',
      language: 'nlNL',
      bio: 'Bio',
      royaltyPercentage: 15,
      avatarPath: '/uploads/avatars/a.png',
      backgroundImagePath: null,
      authorLinks: [{ linkType: 'BBO', linkUrl: 'https://bbo.example' }],
    });
    expect(values).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      language: 'nlNL',
      bio: 'Bio',
      royaltyPercentage: '15',
      avatarPath: '/uploads/avatars/a.png',
      backgroundImagePath: '',
      links: [{ linkType: 'BBO', linkUrl: 'https://bbo.example' }],
    });
  });
});
