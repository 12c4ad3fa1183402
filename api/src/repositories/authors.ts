import { sortKey } from '@tenace/model';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { bytewise, containsText } from './sql-text.js';

export type AuthorRow = Database['tables']['authors']['$inferSelect'];
export type AuthorLinkRow = Database['tables']['authorLinks']['$inferSelect'];
/** An author as written: the sort and search keys are derived from the names. */
export type NewAuthor = Omit<AuthorRow, 'id' | 'lastNameKey' | 'nameKey'>;

export const AUTHOR_ORDERINGS = ['id', 'firstName', 'lastName', 'createdAt'] as const;
export type AuthorOrdering = (typeof AUTHOR_ORDERINGS)[number];

export interface AuthorQuery {
  /** Words in sort-key form, each of which must occur in the full name. */
  readonly words: readonly string[];
  readonly limit: number;
  readonly offset: number;
  readonly orderBy: AuthorOrdering;
  readonly descending: boolean;
  readonly createdFrom: Date | undefined;
  readonly createdTo: Date | undefined;
}

/** Authors and their links (admin.md §3 "Author"). */
export interface AuthorRepository {
  /** Every author, by surname then first name. */
  all(): Promise<AuthorRow[]>;
  byIds(ids: readonly number[]): Promise<AuthorRow[]>;
  search(query: AuthorQuery): Promise<{ rows: AuthorRow[]; count: number }>;
  /** The links of the authors, in link-type order of insertion. */
  linksOf(authorIds: readonly number[]): Promise<AuthorLinkRow[]>;
  insert(author: NewAuthor): Promise<AuthorRow>;
  /** Rewrites the author's fields (the keys follow the names); undefined when there is none. */
  update(
    id: number,
    author: Omit<NewAuthor, 'createdAt' | 'userId'>,
  ): Promise<AuthorRow | undefined>;
  insertLink(link: Omit<AuthorLinkRow, 'id'>): Promise<AuthorLinkRow>;
  /** Puts `links` in place of the author's links, in their order. */
  replaceLinks(
    authorId: number,
    links: readonly Omit<AuthorLinkRow, 'id' | 'authorId'>[],
  ): Promise<AuthorLinkRow[]>;
}

export function createAuthorRepository(database: Database): AuthorRepository {
  const {
    db,
    tables: { authors, authorLinks },
  } = database;
  const byName = [
    asc(bytewise(database, authors.lastNameKey)),
    asc(bytewise(database, authors.nameKey)),
    asc(authors.id),
  ];
  const orderings: Record<AuthorOrdering, SQL> = {
    id: sql`${authors.id}`,
    firstName: bytewise(database, authors.nameKey),
    lastName: bytewise(database, authors.lastNameKey),
    createdAt: sql`${authors.createdAt}`,
  };
  return {
    all() {
      return db
        .select()
        .from(authors)
        .orderBy(...byName);
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(authors)
        .where(inArray(authors.id, [...ids]));
    },
    async search(query) {
      const where = and(
        ...query.words.map((word) => containsText(authors.nameKey, word)),
        query.createdFrom === undefined ? undefined : gte(authors.createdAt, query.createdFrom),
        query.createdTo === undefined ? undefined : lte(authors.createdAt, query.createdTo),
      );
      const direction = query.descending ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(authors)
          .where(where)
          .orderBy(direction(orderings[query.orderBy]), direction(authors.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ count: count() }).from(authors).where(where),
      ]);
      return { rows, count: total?.count ?? 0 };
    },
    async linksOf(authorIds) {
      if (authorIds.length === 0) return [];
      return db
        .select()
        .from(authorLinks)
        .where(inArray(authorLinks.authorId, [...authorIds]))
        .orderBy(asc(authorLinks.id));
    },
    async insert(author) {
      const [row] = await db
        .insert(authors)
        .values({ ...author, ...nameKeys(author) })
        .returning();
      if (row === undefined) throw new Error('insert into authors returned no row');
      return row;
    },
    async update(id, author) {
      const [row] = await db
        .update(authors)
        .set({ ...author, ...nameKeys(author) })
        .where(eq(authors.id, id))
        .returning();
      return row;
    },
    async replaceLinks(authorId, links) {
      await db.delete(authorLinks).where(eq(authorLinks.authorId, authorId));
      if (links.length === 0) return [];
      return db
        .insert(authorLinks)
        .values(links.map((link) => ({ ...link, authorId })))
        .returning();
    },
    async insertLink(link) {
      const [row] = await db.insert(authorLinks).values(link).returning();
      if (row === undefined) throw new Error('insert into author_links returned no row');
      return row;
    },
  };
}

/** The sort and search keys of an author's names. */
function nameKeys(author: Pick<AuthorRow, 'firstName' | 'lastName'>) {
  return {
    lastNameKey: sortKey(author.lastName),
    nameKey: sortKey(`${author.firstName} ${author.lastName}`),
  };
}
