import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './uploads.js';

describe('uploadRefusal (admin.md §5 "Image upload", hands.md §5 PBN upload)', () => {
  it('lets a picture of a listed type up to 100 kb go', () => {
    expect(uploadRefusal('avatars', { name: 'me.PNG', type: 'image/png', size: 102_400 })).toBe(
      undefined,
    );
    expect(uploadRefusal('artwork', { name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBe(
      undefined,
    );
  });

  it("refuses in the spec's words: the type, then the size", () => {
    expect(uploadRefusal('avatars', { name: 'me.gif', type: 'image/gif', size: 10 })).toBe(
      'upload error: File must be a png, jpeg, jpg',
    );
    expect(uploadRefusal('avatars', { name: 'me.png', type: 'image/jpeg', size: 10 })).toBe(
      'upload error: File must be a png, jpeg, jpg',
    );
    expect(uploadRefusal('backgrounds', { name: 'b.png', type: 'image/png', size: 102_401 })).toBe(
      'upload error: File must be a less than 100kb',
    );
  });

  it('takes a .pbn of a text type up to 1024 KB, and nothing empty', () => {
    const pbn = { name: 'Club night.pbn', type: 'text/plain', size: 1024 * 1024 };
    expect(uploadRefusal('pbns', pbn)).toBe(undefined);
    expect(uploadRefusal('pbns', { ...pbn, type: 'application/octet-stream' })).toBe(
      'upload error: File must be a pbn',
    );
    expect(uploadRefusal('pbns', { ...pbn, name: 'club.txt' })).toBe(
      'upload error: File must be a pbn',
    );
    expect(uploadRefusal('pbns', { ...pbn, size: 1024 * 1024 + 1 })).toBe(
      'upload error: File must be a less than 1024kb',
    );
    expect(uploadRefusal('pbns', { ...pbn, size: 0 })).toBe('upload error: The file is empty');
  });
});
