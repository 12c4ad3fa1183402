import { describe, expect, it } from 'vitest';
import { articlePath, handPath, productPath } from '../lib/paths.js';
import { LAYOUT_PAGES } from '../route-table.js';
import { type CrumbRoute, withParentCrumbs } from './crumb-trail.js';
import { matchCrumbs } from './match-crumbs.js';

const routes = withParentCrumbs<CrumbRoute>(LAYOUT_PAGES);

/** The crumbs of the store's route `path` (route-table.ts) for a match. */
function crumbsOf(
  path: string,
  match: { params: Record<string, string>; pathname: string },
  names: Record<string, string> = {},
) {
  const handle = routes.find((route) => route.path === path)?.handle;
  if (handle?.crumb === undefined) throw new Error(`route-table.ts has no crumb for ${path}`);
  return matchCrumbs({ crumb: handle.crumb, parents: handle.parents }, match, names);
}

const SET = { id: 12, title: 'Acol openings' };
const HAND = { id: 40, title: 'The king finesse' };
const COLLECTION = { id: 3, title: 'The bidder’s collection', type: 'Collection' };

describe('the crumbs of a hand (admin.md §2; hands.md §2 public hand routes)', () => {
  const collectionRoute =
    ':language/collections/:collectionId/sets/:setId/:setTitle/hands/:handId/:handTitle';
  const collectionParams = {
    language: 'en',
    collectionId: '3',
    setId: '12',
    setTitle: 'acol-openings',
    handId: '40',
    handTitle: 'the-king-finesse',
  };

  it('names the collection a hand was opened from before its set: Home › collection › set › hand', () => {
    for (const language of ['en', 'nl'] as const) {
      const pathname = handPath({
        language: language === 'en' ? 'enGB' : 'nlNL',
        set: SET,
        hand: HAND,
        collection: COLLECTION,
      });
      const crumbs = crumbsOf(
        collectionRoute,
        { params: { ...collectionParams, language }, pathname },
        { collectionTitle: COLLECTION.title, setTitle: SET.title, handTitle: HAND.title },
      );
      expect(crumbs).toEqual([
        { label: { text: 'The bidder’s collection' }, href: productPath(COLLECTION) },
        { label: { text: 'Acol openings' }, href: productPath(SET) },
        { label: { text: 'The king finesse' }, href: pathname },
      ]);
    }
  });

  it('leaves the collection out until the page has its title, which the route does not carry', () => {
    const pathname = handPath({ language: 'enGB', set: SET, hand: HAND, collection: COLLECTION });
    expect(crumbsOf(collectionRoute, { params: collectionParams, pathname })).toEqual([
      { label: { text: 'acol openings' }, href: productPath(SET) },
      { label: { text: 'the king finesse' }, href: pathname },
    ]);
  });

  it('gives a hand of a set outside a collection no collection crumb', () => {
    const pathname = handPath({ language: 'enGB', set: SET, hand: HAND });
    const { collectionId: _, ...params } = collectionParams;
    expect(
      crumbsOf(
        ':language/sets/:setId/:setTitle/hands/:handId/:handTitle',
        { params, pathname },
        // A name left over for a parameter this route's crumbs do not ask for changes nothing.
        { collectionTitle: COLLECTION.title, setTitle: SET.title },
      ),
    ).toEqual([
      { label: { text: 'Acol openings' }, href: productPath(SET) },
      { label: { text: 'the king finesse' }, href: pathname },
    ]);
  });

  const articleRoute = 'articles/:publicId/:articleTitle/hands/:handId/:handTitle';
  const article = { publicId: 'a1B2', title: 'Week 2: lead towards the king' };
  const subscription = { id: 7, title: 'Hand of the week' };
  const articleMatch = {
    params: {
      publicId: 'a1B2',
      articleTitle: 'week-2-lead-towards-the-king',
      handId: '40',
      handTitle: 'the-king-finesse',
    },
    pathname: '/articles/a1B2/week-2-lead-towards-the-king/hands/40/the-king-finesse',
  };

  it('names the article a hand was opened from, linking to the article reader: Home › article › hand', () => {
    expect(
      crumbsOf(articleRoute, articleMatch, {
        articleTitle: article.title,
        subscriptionId: String(subscription.id),
        subscriptionTitle: subscription.title,
        handTitle: HAND.title,
      }),
    ).toEqual([
      { label: { text: article.title }, href: articlePath(subscription, article) },
      { label: { text: HAND.title }, href: articleMatch.pathname },
    ]);
  });

  it('leaves the article out when the hand was not opened from its reader (no subscription to link to)', () => {
    expect(crumbsOf(articleRoute, articleMatch, { handTitle: HAND.title })).toEqual([
      { label: { text: HAND.title }, href: articleMatch.pathname },
    ]);
  });
});

describe('matchCrumbs on the rest of the store', () => {
  it('links the pages a path runs through with the match’s own parameters', () => {
    const pathname = '/subscriptions/7/hand-of-the-week/articles/a1B2/week-2';
    expect(
      crumbsOf(
        'subscriptions/:subscriptionId/:subscriptionTitle/articles/:articlePublicId/:articleTitle/:memberful?',
        {
          params: {
            subscriptionId: '7',
            subscriptionTitle: 'hand-of-the-week',
            articlePublicId: 'a1B2',
            articleTitle: 'week-2',
          },
          pathname,
        },
        { subscriptionTitle: 'Hand of the week' },
      ),
    ).toEqual([
      { label: { key: 'crumb.subscriptions' }, href: '/subscriptions' },
      { label: { text: 'Hand of the week' }, href: '/subscriptions/7/hand-of-the-week' },
      { label: { key: 'crumb.articles' }, href: '/subscriptions/7/hand-of-the-week/articles' },
      { label: { text: 'week 2' }, href: pathname },
    ]);
  });
});
