/**
 * hands.md §2: "Route state carries the parent set or article and the subscription." The article
 * reader opens a hand with the article and its subscription in the route state, so the player's
 * back button returns to the article. A hand opened without it (a link from elsewhere, a reload
 * in another tab) has no back button, and no crumb of the article (route-table.ts).
 */
import { type ArticleRef, articlePath, type ProductRef } from '../lib/paths.js';

export interface ArticleHandState {
  readonly article: ArticleRef;
  readonly subscription: ProductRef;
}

function isRef(value: unknown, keys: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    keys.every(
      (key) =>
        key in value &&
        ['string', 'number'].includes(typeof (value as Record<string, unknown>)[key]),
    )
  );
}

/** The article and subscription a hand's route state names, if it names both. */
export function articleHandState(state: unknown): ArticleHandState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { article, subscription } = state as Partial<Record<keyof ArticleHandState, unknown>>;
  if (!isRef(article, ['publicId', 'title']) || !isRef(subscription, ['id', 'title']))
    return undefined;
  return { article: article as ArticleRef, subscription: subscription as ProductRef };
}

/** The article reader's path from a hand's route state, if the state names an article. */
export function articleBackPath(state: unknown): string | undefined {
  const from = articleHandState(state);
  return from && articlePath(from.subscription, from.article);
}
