import { describe, expect, it } from 'vitest';
import { articleBackPath, articleHandState } from './article-hand-state.js';

describe("an article hand's route state (hands.md §2)", () => {
  it('leads back to the article reader', () => {
    expect(
      articleBackPath({
        article: { publicId: 'a1B2', title: 'Week 2: lead towards the king' },
        subscription: { id: 12, title: 'Hand of the week' },
      }),
    ).toBe('/subscriptions/12/hand-of-the-week/articles/a1B2/week-2-lead-towards-the-king');
  });

  it('gives no way back without an article and its subscription', () => {
    expect(articleBackPath(null)).toBeUndefined();
    expect(articleBackPath(undefined)).toBeUndefined();
    expect(articleBackPath({ article: { publicId: 'a1B2', title: 'x' } })).toBeUndefined();
    expect(
      articleBackPath({ article: { title: 'x' }, subscription: { id: 1, title: 'y' } }),
    ).toBeUndefined();
  });

  it('names the article and its subscription the reader opened the hand from (its crumb)', () => {
    const state = {
      article: { publicId: 'a1B2', title: 'Week 2: lead towards the king' },
      subscription: { id: 12, title: 'Hand of the week' },
    };
    expect(articleHandState(state)).toEqual(state);
    expect(articleHandState({ article: state.article })).toBeUndefined();
    expect(articleHandState('a1B2')).toBeUndefined();
  });
});
