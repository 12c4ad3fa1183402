import { type Currency, DEFAULT_LANGUAGE, type Language } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type {
  QueryDynamoProductSearchArgs,
  QueryDynamoPromotedProductsArgs,
  QueryProductSearchArgs,
} from '../../generated/schema-types.js';
import type { ProductRecord } from '../../repositories/products.js';
import type { Reader } from '../access/reader.js';
import type { Caller } from '../accounts/session-service.js';
import type { CatalogueDeps } from './catalogue-deps.js';
import { CATALOGUE_MESSAGES } from './messages.js';
import { decodePaginationKey, encodePaginationKey } from './pagination-key.js';
import { currencyFor, mayView, presentProducts } from './present.js';
import { boundedInt, isDescending, productSearchOrdering, searchWords } from './search-input.js';
import type { ProductView } from './views.js';

/** storefront.md §9: the product list's page size; more than 50 a page is refused. */
export const PRODUCT_PAGE_SIZE = 10;
/** dynamoProductSearch's `pagination.pageSize` (also weighed by the query cost limit). */
export const PRODUCT_LIST_PAGE = { min: 1, max: 50, fallback: PRODUCT_PAGE_SIZE } as const;
/** productSearch's `limit`: storefront.md §7, the storefront search asks for 1000. */
export const PRODUCT_SEARCH_PAGE = { min: 1, max: 1000, fallback: 1000 } as const;

export interface ProductPage {
  readonly paginationKey: string | null;
  readonly products: ProductView[];
}

/** storefront.md §7: the product queries of the store. */
export function createProductQueries(deps: CatalogueDeps) {
  const localeOf = (reader: Reader, args: QueryDynamoPromotedProductsArgs) => ({
    language: args.locale?.language ?? reader.user?.language ?? DEFAULT_LANGUAGE,
    currency: currencyFor(reader, args.locale?.currency),
  });

  const present = async (reader: Reader, ids: readonly number[], currency: Currency) =>
    presentProducts(deps.tags, await deps.products.records(ids), reader, currency);

  /** The product if the reader may see it, else NOT_FOUND with `message`. */
  const visible = async (
    reader: Reader,
    id: number,
    message: string,
    accept: (record: ProductRecord) => boolean = () => true,
  ): Promise<Outcome<ProductRecord>> => {
    const [record] = await deps.products.records([id]);
    if (record === undefined || !accept(record) || !(await mayView(reader, record)))
      return fail('NOT_FOUND', message);
    return succeed(record);
  };

  return {
    /**
     * The product list (storefront.md §2 "Product list filters"): on-sale products in the
     * locale's language, filtered by groups of tags, in one of four orderings, 10 a page.
     */
    async dynamoProductSearch(
      caller: Caller,
      args: QueryDynamoProductSearchArgs,
    ): Promise<Outcome<ProductPage>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const orderBy = args.orderBy ?? 'id';
      // Newest first by default; title, author and price read A-Z, low to high.
      const descending = isDescending(args.orderByDirection, orderBy === 'id');
      if (!descending.ok) return descending;
      const pageSize = boundedInt(
        args.pagination?.pageSize,
        PRODUCT_LIST_PAGE,
        CATALOGUE_MESSAGES.badPageSize,
      );
      if (!pageSize.ok) return pageSize;
      const key = args.pagination?.paginationKey;
      const after =
        key == null || key === '' ? undefined : decodePaginationKey(key, orderBy, descending.value);
      if (key != null && key !== '' && after === undefined)
        return fail('BAD_USER_INPUT', CATALOGUE_MESSAGES.badPaginationKey);

      const { language, currency } = localeOf(reader.value, args);
      const page = await deps.search.listing({
        language,
        groups: args.tags ?? [],
        orderBy,
        descending: descending.value,
        currency,
        pageSize: pageSize.value,
        after,
      });
      return succeed({
        paginationKey:
          page.more && page.last !== undefined
            ? encodePaginationKey({ orderBy, descending: descending.value, cursor: page.last })
            : null,
        products: await present(reader.value, page.ids, currency),
      });
    },

    /** The promoted products on sale in the locale's language, newest first. */
    async dynamoPromotedProducts(
      caller: Caller,
      args: QueryDynamoPromotedProductsArgs,
    ): Promise<Outcome<ProductView[]>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const { language, currency } = localeOf(reader.value, args);
      const records = await deps.products.promoted(language);
      return succeed(await presentProducts(deps.tags, records, reader.value, currency));
    },

    /** A product the reader may see (on sale, held, or staff's to preview). */
    async dynamoProductById(
      caller: Caller,
      args: { id: number; currency?: Currency | null },
    ): Promise<Outcome<ProductView>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const record = await visible(reader.value, args.id, CATALOGUE_MESSAGES.productNotFound);
      if (!record.ok) return record;
      const [view] = await presentProducts(
        deps.tags,
        [record.value],
        reader.value,
        currencyFor(reader.value, args.currency),
      );
      return view === undefined
        ? fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound)
        : succeed(view);
    },

    /**
     * The product behind a shared link (storefront.md §2 "/{language}/products/{linkId}"),
     * whether or not it is on sale, as long as its links are enabled.
     */
    async dynamoProductByLinkId(
      caller: Caller,
      args: { linkId: string; currency?: Currency | null },
    ): Promise<Outcome<ProductView>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const link = await deps.links.byLinkId(args.linkId);
      const [record] = link === undefined ? [] : await deps.products.records([link.productId]);
      if (record === undefined || !record.product.productLinksEnabled)
        return fail('NOT_FOUND', CATALOGUE_MESSAGES.productCannotBeViewed);
      const [view] = await presentProducts(
        deps.tags,
        [record],
        reader.value,
        currencyFor(reader.value, args.currency),
      );
      return view === undefined
        ? fail('NOT_FOUND', CATALOGUE_MESSAGES.productCannotBeViewed)
        : succeed(view);
    },

    /**
     * The search results (storefront.md §2 "Search results", §7): on-sale products of any
     * language matching every word of the term in the title, description, author or a tag.
     */
    async productSearch(
      caller: Caller,
      args: QueryProductSearchArgs,
    ): Promise<Outcome<{ products: { product: ProductView }[]; count: number }>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const words = searchWords(args.searchTerm);
      if (!words.ok) return words;
      const orderBy = productSearchOrdering(args.orderBy);
      if (!orderBy.ok) return orderBy;
      // storefront.md §2: creation date reads newest first, the others ascending.
      const descending = isDescending(args.orderByDirection, orderBy.value === 'createdAt');
      if (!descending.ok) return descending;
      const limit = boundedInt(args.limit, PRODUCT_SEARCH_PAGE, CATALOGUE_MESSAGES.badLimit);
      if (!limit.ok) return limit;
      const offset = boundedInt(
        args.offset,
        { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
        CATALOGUE_MESSAGES.badOffset,
      );
      if (!offset.ok) return offset;
      const groupTags = (
        [
          ['System', args.system],
          ['Difficulty', args.difficulty],
          ['Type', args.type],
        ] as const
      ).flatMap(([group, name]) =>
        name == null || name.trim() === '' ? [] : [{ group, name: name.trim() }],
      );
      const found = await deps.search.term({
        words: words.value,
        groupTags,
        orderBy: orderBy.value,
        descending: descending.value,
        // storefront.md §7 names the ordering product.price.priceUSD.
        currency: 'USD',
        limit: limit.value,
        offset: offset.value,
      });
      const products = await present(
        reader.value,
        found.ids,
        currencyFor(reader.value, args.currency),
      );
      return succeed({ products: products.map((product) => ({ product })), count: found.count });
    },

    /**
     * The gift vouchers on sale (storefront.md §2 "/products/vouchers"), newest first; with
     * `language`, those in it, as the product list shows the locale's products.
     */
    async giftVoucherProducts(
      caller: Caller,
      args: { currency?: Currency | null; language?: Language | null },
    ): Promise<Outcome<ProductView[]>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const { language } = args;
      const records = (await deps.products.onSale('GiftVoucher')).filter(
        ({ product }) => language == null || product.language === language,
      );
      return succeed(
        await presentProducts(
          deps.tags,
          records,
          reader.value,
          currencyFor(reader.value, args.currency),
        ),
      );
    },

    /** A gift voucher product the reader may see. */
    async giftVoucherProductById(
      caller: Caller,
      args: { id: number; currency?: Currency | null },
    ): Promise<Outcome<ProductView>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const record = await visible(
        reader.value,
        args.id,
        CATALOGUE_MESSAGES.productNotFound,
        ({ product }) => product.type === 'GiftVoucher',
      );
      if (!record.ok) return record;
      const [view] = await presentProducts(
        deps.tags,
        [record.value],
        reader.value,
        currencyFor(reader.value, args.currency),
      );
      return view === undefined
        ? fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound)
        : succeed(view);
    },

    /** Every product on sale, newest first. */
    async onSaleProducts(
      caller: Caller,
      args: { currency?: Currency | null },
    ): Promise<Outcome<ProductView[]>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const records = await deps.products.onSale();
      return succeed(
        await presentProducts(
          deps.tags,
          records,
          reader.value,
          currencyFor(reader.value, args.currency),
        ),
      );
    },
  };
}
