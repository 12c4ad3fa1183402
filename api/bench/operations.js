/**
 * What the benchmark asks of the server: the operations of issue 3 §5, each with the fields the
 * storefront shows for it, and the trivial route that gives the ceiling. Ids and search terms vary
 * from request to request (a fixed sequence, the same on both databases), so no single row stays
 * hot in a cache. A GraphQL answer with `errors` counts as a failure: run.js stops on any.
 *
 * The GraphQL requests say which compressions they read, as every browser does (Chromium sends
 * `gzip, deflate, br, zstd` over HTTPS): the server sends large visitors' answers compressed.
 * autocannon hands `onResponse` the body decoded as text, which a compressed body is not, so
 * those answers are checked by `verify` (run.js, before each operation's load: a cycle's first
 * requests, through fetch, which decompresses) and only their status during the load.
 */
import { THEMES } from './generate.js';

/** The fields of a product card in a list (storefront.md §2: cover, title, author, price, tags). */
const CARD =
  'id title type priceLocalFormatted images { cover } author { fullName } tagsCache { group name }';

/** The fields of a search result, as the app's search page asks for them (ProductSearch.graphql). */
const SEARCH_CARD =
  'id type productType title images { cover } priceLocal priceLocalFormatted author { id fullName }';

/** Filters the product list offers, as tag groups (README "dynamoProductSearch"). */
const FILTERS = [
  [['Intermediate', 'Advanced'], ['Declarer play']],
  [['Beginner'], ['Bidding', 'Defence']],
  [['Standard American'], ['Improver']],
  [['OneOff'], ['Opening leads', 'Defence']],
  [['Acol', '2/1 Game Force'], ['Advanced']],
];
const ORDERINGS = ['title', 'price', 'authorLastName', 'id'];

/** A request sequence: `next()` walks a fixed cycle of values. */
function cycle(values) {
  let index = 0;
  return () => {
    const value = values[index % values.length];
    index += 1;
    return value;
  };
}

const GRAPHQL_HEADERS = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br',
};

/** How many of a cycle's requests `verify` sends and checks before the load. */
const VERIFIED_REQUESTS = 20;

function graphql(query, variablesOf) {
  return (catalogue) => {
    let failures = 0;
    const variables = variablesOf(catalogue);
    return {
      request: {
        method: 'POST',
        path: '/graphql',
        headers: GRAPHQL_HEADERS,
        setupRequest(request) {
          return { ...request, body: JSON.stringify({ query, variables: variables() }) };
        },
        onResponse(status, body, _context, headers) {
          const compressed = Object.keys(headers).some(
            (name) => name.toLowerCase() === 'content-encoding',
          );
          if (status !== 200 || (!compressed && body.includes('"errors"'))) failures += 1;
        },
      },
      failures: () => failures,
      /** Sends the first requests of the cycle through fetch; throws on an answer with errors. */
      async verify(url) {
        const check = variablesOf(catalogue);
        for (let index = 0; index < VERIFIED_REQUESTS; index += 1) {
          const response = await fetch(new URL('/graphql', url), {
            method: 'POST',
            headers: GRAPHQL_HEADERS,
            body: JSON.stringify({ query, variables: check() }),
          });
          const answer = await response.json();
          if (response.status !== 200 || answer.errors !== undefined || answer.data == null)
            throw new Error(`${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
        }
      },
    };
  };
}

/** A spread of ids over 1..count, each visited once per cycle, in a scrambled order. */
function scrambled(ids) {
  const spread = [];
  // 7919 is prime and does not divide the counts used, so this visits every index once.
  for (let step = 0; step < ids.length; step += 1) spread.push(ids[(step * 7919) % ids.length]);
  return spread;
}

const range = (count) => Array.from({ length: count }, (_, index) => index + 1);

export const OPERATIONS = [
  {
    name: 'trivial route',
    description:
      '`GET /version.json`: the server and its middleware with no database, the ceiling.',
    trivial: true,
    bind() {
      return { request: { method: 'GET', path: '/version.json' }, failures: () => 0 };
    },
  },
  {
    name: 'productSearch',
    // Each answer carries up to 1000 products: 32 at a time need longer than the others to finish
    // enough of them to measure.
    seconds: 30,
    description: `the storefront's search (storefront.md §7: limit 1000, offset 0, by title): a one-word term in turn from ${THEMES.length} themes, each found in about a sixth of the catalogue; count and the result cards with the fields the app's search page asks for (no tags).`,
    bind: graphql(
      `query ($term: String) { productSearch(searchTerm: $term, limit: 1000, offset: 0) { count products { product { ${SEARCH_CARD} } } } }`,
      () => {
        const terms = cycle(THEMES.map((theme) => theme.split(' ')[0]));
        return () => ({ term: terms() });
      },
    ),
  },
  {
    name: 'dynamoProductSearch',
    description: `the product list's first page (10) with two filter groups in turn (${FILTERS.length} combinations) and an ordering in turn (title, price, author, newest); product cards and the next page's key.`,
    bind: graphql(
      'query ($tags: [[String!]!], $orderBy: ProductOrderBy) { dynamoProductSearch(tags: $tags, orderBy: $orderBy, locale: { language: enGB, currency: GBP }) { paginationKey products { ' +
        CARD +
        ' } } }',
      () => {
        const filters = cycle(FILTERS);
        const orderings = cycle(ORDERINGS);
        return () => ({ tags: filters(), orderBy: orderings() });
      },
    ),
  },
  {
    name: 'dynamoProductById',
    description:
      'a product page, every product in turn (sets, collections, vouchers; a twentieth off sale and NOT_FOUND is not asked for): the card fields, description, tags and the hands listed with canPlay.',
    bind: graphql(
      `query ($id: Int!) { dynamoProductById(id: $id, currency: GBP) { ${CARD} description onSale dateCreated tags { id name } hands { id title freeToPlay canPlay order } } }`,
      (catalogue) => {
        const ids = cycle(scrambled(range(catalogue.products).filter((id) => id % 20 !== 0)));
        return () => ({ id: ids() });
      },
    ),
  },
  {
    name: 'handById',
    description:
      'a visitor opens a free hand to play it, every free hand in turn: the handJSON (as stored), canPlay, and the set it is in.',
    bind: graphql(
      'query ($id: Int!) { handById(id: $id) { id title canPlay freeToPlay handJSON product { id title } } }',
      (catalogue) => {
        const ids = cycle(scrambled(catalogue.freeHandIds));
        return () => ({ id: ids() });
      },
    ),
  },
];
