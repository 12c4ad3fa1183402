import { Kind, type OperationDefinitionNode } from 'graphql';
import type { ChangeCounter } from '../db/change-counter.js';
import type { KeptAnswer } from './kept-answer.js';

/**
 * The catalogue queries whose answer to a visitor (a request without an Authorization header)
 * is made of catalogue data and the arguments alone: no user, no clock, no request header goes
 * into it (a visitor's currency and language are the arguments or the defaults, canPlay is the
 * hand's flags and its set's sale). handById is not among them: an article's hands depend on the
 * time of publication.
 */
export const PUBLIC_CATALOGUE_QUERIES: ReadonlySet<string> = new Set([
  'productSearch',
  'dynamoProductSearch',
  'dynamoProductById',
  'dynamoPromotedProducts',
  'onSaleProducts',
  'giftVoucherProducts',
  'giftVoucherProductById',
]);

/** What the answers kept may weigh in all, in bytes (their UTF-8 JSON and compressed copies). */
export const PUBLIC_ANSWER_BUDGET = 32 * 1024 * 1024;

/**
 * The JSON answers to visitors' catalogue queries, by operation and variables, kept until the
 * next catalogue write (`Database.catalogueChanges`, as the repositories' caches): a visitor
 * searching or opening a page the last visitor saw gets the same bytes without the query's
 * execution. The answers are kept ready to send ({@link KeptAnswer}: UTF-8 bytes, compressed
 * when large). Only answers without errors are kept; the least recently used go first beyond
 * {@link PUBLIC_ANSWER_BUDGET}.
 *
 * @example
 * const key = answers.keyFor(operation, params, authorization);
 * const kept = key === undefined ? undefined : answers.get(key);
 */
export class PublicAnswerCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  readonly #answers = new Map<string, KeptAnswer>();
  #weight = 0;
  #version: number;

  constructor(
    private readonly changes: ChangeCounter,
    readonly budget = PUBLIC_ANSWER_BUDGET,
  ) {
    this.#version = changes.value;
  }

  /** The catalogue's version now: an answer is kept only if it has not moved during execution. */
  get version(): number {
    return this.changes.value;
  }

  /**
   * The key of a request whose answer may be shared: a query sent without an Authorization
   * header, every field at its root a public catalogue query; else undefined.
   */
  keyFor(
    operation: OperationDefinitionNode | null | undefined,
    request: { query: string; operationName: string | undefined; variables: unknown },
    authorization: string | undefined,
  ): string | undefined {
    if (authorization !== undefined || operation?.operation !== 'query') return undefined;
    const shared = operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (PUBLIC_CATALOGUE_QUERIES.has(selection.name.value) ||
          selection.name.value === '__typename'),
    );
    if (!shared) return undefined;
    return JSON.stringify([
      request.query,
      request.operationName ?? null,
      request.variables ?? null,
    ]);
  }

  get(key: string): KeptAnswer | undefined {
    this.#dropIfChanged();
    const answer = this.#answers.get(key);
    if (answer === undefined) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  /** Keeps `answer` for `key` if the catalogue is still at `version`, the one it was read at. */
  set(key: string, answer: KeptAnswer, version: number): void {
    this.#dropIfChanged();
    if (version !== this.#version || answer.weight > this.budget) return;
    this.#drop(key);
    this.#answers.set(key, answer);
    this.#weight += answer.weight;
    for (const oldest of this.#answers.keys()) {
      if (this.#weight <= this.budget) break;
      this.#drop(oldest);
    }
  }

  #drop(key: string): void {
    const answer = this.#answers.get(key);
    if (answer === undefined) return;
    this.#answers.delete(key);
    this.#weight -= answer.weight;
  }

  #dropIfChanged(): void {
    if (this.changes.value === this.#version) return;
    this.#answers.clear();
    this.#weight = 0;
    this.#version = this.changes.value;
  }
}
