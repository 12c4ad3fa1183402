import type { Currency, Language } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { QueryAuthorSearchArgs } from '../../generated/schema-types.js';
import { AUTHOR_ORDERINGS, type AuthorOrdering } from '../../repositories/authors.js';
import type { Caller } from '../accounts/session-service.js';
import { batchLoader, groupBy } from '../batch-loader.js';
import type { CatalogueDeps } from './catalogue-deps.js';
import { CATALOGUE_MESSAGES } from './messages.js';
import { currencyFor, presentProducts } from './present.js';
import { boundedInt, isDescending, searchWords } from './search-input.js';
import {
  type AuthorLinkView,
  type AuthorView,
  type ProductView,
  presentAuthor,
  presentTag,
  type TagCacheEntry,
  tagCacheEntry,
} from './views.js';

/** authorSearch's `limit`: admin.md §9, the admin lists' default page is 25. */
export const AUTHOR_SEARCH_PAGE = { min: 1, max: 1000, fallback: 25 } as const;

/** storefront.md §7: authors, authorById, authorSearch, and an author's links and products. */
export function createAuthorQueries(deps: CatalogueDeps) {
  const present = async (caller: Caller, currency: Currency | null | undefined) => {
    const reader = await deps.readers.of(caller);
    if (!reader.ok) return reader;
    const options = {
      currency: currencyFor(reader.value, currency),
      admin: reader.value.user?.type === 'Admin',
    };
    return succeed((row: Parameters<typeof presentAuthor>[0]) => presentAuthor(row, options));
  };

  // An author's links and products are asked for once per author node: read once per request,
  // the links of all the authors in view together (services/batch-loader.ts).
  const linksByAuthor = batchLoader(async (ids: readonly number[]) =>
    groupBy(await deps.authors.linksOf(ids), (link) => link.authorId),
  );
  const productsByAuthor = batchLoader(async (keys: readonly string[], caller: Caller) => {
    const reader = await deps.readers.of(caller);
    const found = new Map<string, ProductView[]>();
    if (!reader.ok) return found;
    for (const key of keys) {
      const [authorId, currency] = key.split(' ') as [string, Currency];
      const records = await deps.products.onSaleByAuthor(Number(authorId));
      found.set(key, await presentProducts(deps.tags, records, reader.value, currency));
    }
    return found;
  });

  return {
    /**
     * Every author, by surname (storefront.md §2 "/authors"). With `language`, only the authors
     * with a product on sale in it: the product list's author filter offers no author whose
     * choice would empty the list of that language (storefront.md §2 "/products/all").
     */
    async authors(
      caller: Caller,
      args: { language?: Language | null } = {},
    ): Promise<Outcome<AuthorView[]>> {
      const view = await present(caller, undefined);
      if (!view.ok) return view;
      const all = await deps.authors.all();
      const { language } = args;
      if (language == null) return succeed(all.map(view.value));
      const selling = new Set(
        (await deps.products.onSale())
          .filter(({ product }) => product.language === language)
          .map(({ product }) => product.authorId),
      );
      return succeed(all.filter((author) => selling.has(author.id)).map(view.value));
    },

    /** An author, whose products come priced in `currency`. */
    async authorById(
      caller: Caller,
      args: { id: number; currency?: Currency | null },
    ): Promise<Outcome<AuthorView>> {
      const view = await present(caller, args.currency);
      if (!view.ok) return view;
      const [author] = await deps.authors.byIds([args.id]);
      return author === undefined
        ? fail('NOT_FOUND', CATALOGUE_MESSAGES.authorNotFound)
        : succeed(view.value(author));
    },

    /** The admin list's search (admin.md §3 "Admin list search parameters"). */
    async authorSearch(
      caller: Caller,
      args: QueryAuthorSearchArgs,
    ): Promise<Outcome<{ authors: AuthorView[]; count: number }>> {
      const view = await present(caller, undefined);
      if (!view.ok) return view;
      const words = searchWords(args.searchTerm);
      if (!words.ok) return words;
      const orderBy = (args.orderBy?.trim() || 'id') as AuthorOrdering;
      if (!AUTHOR_ORDERINGS.includes(orderBy))
        return fail('BAD_USER_INPUT', CATALOGUE_MESSAGES.badAuthorOrdering);
      const descending = isDescending(args.orderByDirection, false);
      if (!descending.ok) return descending;
      const limit = boundedInt(args.limit, AUTHOR_SEARCH_PAGE, CATALOGUE_MESSAGES.badLimit);
      if (!limit.ok) return limit;
      const offset = boundedInt(
        args.offset,
        { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
        CATALOGUE_MESSAGES.badOffset,
      );
      if (!offset.ok) return offset;
      const createdFrom = optionalDate(args.dateFrom);
      const createdTo = optionalDate(args.dateTo);
      if (createdFrom === 'invalid' || createdTo === 'invalid')
        return fail('BAD_USER_INPUT', CATALOGUE_MESSAGES.badDate);
      const found = await deps.authors.search({
        words: words.value,
        limit: limit.value,
        offset: offset.value,
        orderBy,
        descending: descending.value,
        createdFrom,
        createdTo,
      });
      return succeed({ authors: found.rows.map(view.value), count: found.count });
    },

    /** `Author.authorLinks`. */
    async linksOf(caller: Caller, author: AuthorView): Promise<AuthorLinkView[]> {
      const links = (await linksByAuthor(caller, author.id)) ?? [];
      return links.map(({ id, linkType, linkUrl }) => ({ id, linkType, linkUrl }));
    },

    /** `Author.products`: on sale, newest first, in the author's query currency. */
    async productsOf(caller: Caller, author: AuthorView): Promise<ProductView[]> {
      return (await productsByAuthor(caller, `${author.id} ${author.currency}`)) ?? [];
    },

    /** `Author.tagsCache`: the tags of the author's products on sale, each once. */
    async tagsOf(author: AuthorView): Promise<TagCacheEntry[]> {
      const records = await deps.products.onSaleByAuthor(author.id);
      const tags = await deps.tags.ofProducts(records.map((record) => record.product.id));
      const seen = new Map<number, TagCacheEntry>();
      for (const row of tags) {
        if (!seen.has(row.tag.id)) seen.set(row.tag.id, tagCacheEntry(presentTag(row)));
      }
      return [...seen.values()];
    },
  };
}

/** A DateTime argument: absent, a date, or not a date at all. */
function optionalDate(text: string | null | undefined): Date | undefined | 'invalid' {
  if (text == null) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}
