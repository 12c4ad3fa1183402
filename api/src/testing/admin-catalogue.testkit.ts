import type { UserType } from '@tenace/model';
import { expect } from 'vitest';
import { type CatalogueFixture, catalogueFixture } from './catalogue.testkit.js';
import type { GraphqlResponse, TestApi } from './test-api.testkit.js';

/** An admin list's query (admin.md §3 "Admin list search parameters") selecting `fields`. */
export function adminList(operation: string, fields = 'title'): string {
  return /* GraphQL */ `
    query List(
      $searchTerm: String
      $limit: Int
      $offset: Int
      $orderBy: String
      $orderByDirection: String
    ) {
      ${operation}(
        searchTerm: $searchTerm
        limit: $limit
        offset: $offset
        orderBy: $orderBy
        orderByDirection: $orderByDirection
      ) { count products { ${fields} } }
    }
  `;
}

export type Listed = { count: number; products: { title: string }[] };

/** The answer's `name` field, which must be there. */
export function resultOf<T>(body: GraphqlResponse['body'], name: string): T {
  const value = body.data?.[name];
  if (value == null) throw new Error(`no ${name} in ${JSON.stringify(body)}`);
  return value as T;
}

/**
 * A small catalogue of every product type, on sale and off, for the admin's reads: sets Bravo
 * (made by `Publisher`), 'alpha draft' (off sale, Dutch, made by `otherPublisher`) and Foxtrot;
 * collections Charlie (alpha draft, then Bravo) and Echo (Foxtrot, off sale); gift voucher Delta
 * (off sale). Bravo's hands are H1 Approved, H2 Draft, H3 Pending; alpha draft's H5 Draft;
 * Foxtrot's H4 Approved and free. A session for each user type, and a second Publisher.
 */
export async function adminCatalogueScene(api: TestApi) {
  const make: CatalogueFixture = catalogueFixture(api);
  const id: Record<string, number> = {};
  const token: Partial<Record<UserType | 'otherPublisher', string>> = {};
  for (const type of ['Admin', 'Editor', 'Customer'] as const)
    token[type] = (await make.user(type)).token;
  const publisher = await make.user('Publisher');
  const otherPublisher = await make.user('Publisher');
  token.Publisher = publisher.token;
  token.otherPublisher = otherPublisher.token;
  id.publisher = publisher.user.id;
  id.otherPublisher = otherPublisher.user.id;
  const price = await make.price(1500);
  id.price = price.id;
  const zed = await make.author({ firstName: 'Zoë', lastName: 'Zed' });
  const able = await make.author({ firstName: 'Al', lastName: 'able' });
  const system = await make.tagGroup('System');
  const acol = await make.tag('Acol', system);
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
  const product = async (
    name: string,
    fields: Omit<Parameters<CatalogueFixture['product']>[0], 'priceId' | 'title'>,
  ) => {
    const row = await make.product({ title: name, priceId: price.id, ...fields });
    id[name] = row.id;
    return row.id;
  };
  const bravo = await product('Bravo', {
    promoted: true,
    authorId: zed.id,
    createdById: publisher.user.id,
    createdAt: at(3),
  });
  const alpha = await product('alpha draft', {
    onSale: false,
    language: 'nlNL',
    authorId: able.id,
    createdById: otherPublisher.user.id,
    createdAt: at(1),
  });
  const charlie = await product('Charlie', {
    type: 'Collection',
    tagIds: [acol.id],
    createdAt: at(2),
  });
  await product('Delta', { type: 'GiftVoucher', onSale: false, createdAt: at(0) });
  const echo = await product('Echo', { type: 'Collection', onSale: false, createdAt: at(4) });
  const foxtrot = await product('Foxtrot', { promoted: true, authorId: zed.id, createdAt: at(5) });
  await make.addSetToCollection(charlie, alpha);
  await make.addSetToCollection(charlie, bravo);
  await make.addSetToCollection(echo, foxtrot);
  await make.hand({ productId: bravo }, { title: 'H1', status: 'Approved' });
  await make.hand({ productId: bravo }, { title: 'H2', status: 'Draft' });
  await make.hand({ productId: bravo }, { title: 'H3', status: 'Pending' });
  await make.hand({ productId: alpha }, { title: 'H5', status: 'Draft' });
  await make.hand({ productId: foxtrot }, { title: 'H4', freeToPlay: true });

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token: token.Admin ?? '' });
  /** The titles an admin list gives the Admin for `variables`. */
  const titles = async (operation: string, variables: Record<string, unknown> = {}) => {
    const { body } = await asAdmin(adminList(operation), variables);
    expect(body.errors).toBeUndefined();
    return resultOf<Listed>(body, operation).products.map((listed) => listed.title);
  };
  return { make, id, token, asAdmin, titles };
}

export type AdminCatalogueScene = Awaited<ReturnType<typeof adminCatalogueScene>>;
