import type { ArticleRepository } from '../../repositories/articles.js';
import type { HandRepository, ListedHand, UserHandRow } from '../../repositories/hands.js';
import type { ReaderSource } from '../access/reader.js';
import type { Caller } from '../accounts/session-service.js';
import { batchLoader, groupBy } from '../batch-loader.js';
import { presentHand } from './hand-view.js';
import type { PlayAccess } from './play-access.js';

/**
 * What the hand service reads under a list of hands, per request. A nested query asks for hands
 * under many parents at once (every product of a list, every article of a subscription): their
 * texts, the reader's progress, the articles and their hands are read once per request, for all
 * of them together (services/batch-loader.ts).
 */
export function createHandReads(deps: {
  readonly hands: HandRepository;
  readonly articles: ArticleRepository;
  readonly readers: ReaderSource;
}) {
  const textsOf = batchLoader((ids: readonly number[]) => deps.hands.handJsons(ids));
  const progressOf = batchLoader(async (ids: readonly number[], caller: Caller) => {
    const reader = await deps.readers.of(caller);
    if (!reader.ok || reader.value.user === undefined) return new Map<number, UserHandRow[]>();
    return groupBy(await deps.hands.progress(reader.value.user.id, ids), (row) => row.handId);
  });

  return {
    /** An article by id. */
    articleById: batchLoader(async (ids: readonly number[]) => {
      return new Map((await deps.articles.byIds(ids)).map((article) => [article.id, article]));
    }),

    /** An article's hands, every status. */
    handsOfArticle: batchLoader(async (ids: readonly number[]) =>
      groupBy(await deps.hands.ofArticles(ids), (hand) => hand.articleId ?? 0),
    ),

    /** The hands as the caller may see them, with their progress. */
    async present(
      caller: Caller,
      listed: readonly { hand: ListedHand & { handJson?: string }; access: PlayAccess }[],
    ) {
      // A list of a set's hands comes without their texts (5 KB or so each): those the reader
      // may play are read when a query first selects one.
      const textOf = (id: number) => async () => {
        const text = await textsOf(caller, id);
        if (text === undefined) throw new Error(`hand ${id} is gone`);
        return text;
      };
      const progress = await Promise.all(listed.map(({ hand }) => progressOf(caller, hand.id)));
      return listed.map(({ hand, access }, index) =>
        presentHand(
          { ...hand, handJson: hand.handJson ?? textOf(hand.id) },
          access,
          progress[index] ?? [],
        ),
      );
    },
  };
}
