import { fieldProblems, TAG_SCHEMA } from '@tenace/model';
import { describe, expect, it } from 'vitest';
import { NEW_TAG, NO_GROUP, tagFormValues, tagInput } from './tag-form.js';

describe('the tag dialog values (admin.md §3 Tag, §5)', () => {
  it('open on the row edited, a tag without a group on "none"', () => {
    const values = tagFormValues({ id: 3, name: 'Acol', language: 'nlNL', position: 0 });
    expect(values).toEqual({ name: 'Acol', language: 'nlNL', tagGroupId: NO_GROUP, position: '0' });
    expect(tagInput(values)).toEqual({
      name: 'Acol',
      language: 'nlNL',
      tagGroupId: null,
      position: 0,
    });
  });

  it('make the input upsertTag takes, a group by its id', () => {
    expect(tagInput({ ...NEW_TAG, name: 'Expert', tagGroupId: '2', position: ' 4 ' })).toEqual({
      name: 'Expert',
      language: 'enGB',
      tagGroupId: 2,
      position: 4,
    });
  });

  it('leave an empty or wordy position to the schema, which refuses it', () => {
    for (const position of ['', 'four', '1.5'])
      expect(fieldProblems(TAG_SCHEMA, tagInput({ ...NEW_TAG, name: 'x', position }))).toEqual({
        position: { message: 'wholeNumber' },
      });
  });
});
