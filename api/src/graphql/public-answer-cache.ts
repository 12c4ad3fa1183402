import { Kind, type OperationDefinitionNode } from 'graphql';
import type { ChangeVersion } from '../db/change-counter.js';
import type { AnswerSharing } from './answer-sharing.js';
import type { KeptAnswer } from './kept-answer.js';

/**
 * The catalogue queries whose answer to a visitor (a request without an Authorization header)
 * is made of catalogue data and the arguments alone: no user, no clock, no request header goes
 * into it (a visitor's currency and language are the arguments or the defaults, canPlay is the
 * hand's flags and its set's sale).
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

/**
 * The queries whose visitor's answer is shared only when their resolvers mark it as made of the
 * catalogue alone ({@link AnswerSharing}): handById, since a hand in a set is the catalogue's but
 * a hand in an article depends on the time of publication.
 */
export const SHARED_WHEN_MARKED: ReadonlySet<string> = new Set(['handById']);

/**
 * The queries whose kept answers are not compressed: a hand's (4-11 KB, about the first round
 * trip, and most of 50,000 hands are asked now and then: brotli and gzip cost a miss 0.3 ms at
 * 10 KB, more than the handJSON's execution).
 */
const KEPT_UNCOMPRESSED: ReadonlySet<string> = new Set(['handById']);

/** A request whose answer may be shared: its key, and whether its resolvers must say so. */
export interface ShareKey {
  readonly text: string;
  /** A root field is one of {@link SHARED_WHEN_MARKED}: only an answer marked shareable is kept. */
  readonly needsMark: boolean;
  /** Whether the answer is kept compressed too when large: no root field in KEPT_UNCOMPRESSED. */
  readonly compress: boolean;
}

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
 * const kept = key === undefined ? undefined : answers.get(key.text);
 */
export class PublicAnswerCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  readonly #answers = new Map<string, KeptAnswer>();
  #weight = 0;
  #version: number;

  constructor(
    private readonly changes: ChangeVersion,
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
   * header, every field at its root a public catalogue query or one shared when marked; else
   * undefined.
   */
  keyFor(
    operation: OperationDefinitionNode | null | undefined,
    request: { query: string; operationName: string | undefined; variables: unknown },
    authorization: string | undefined,
  ): ShareKey | undefined {
    if (authorization !== undefined || operation?.operation !== 'query') return undefined;
    let needsMark = false;
    let compress = true;
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return undefined;
      const name = selection.name.value;
      if (KEPT_UNCOMPRESSED.has(name)) compress = false;
      if (SHARED_WHEN_MARKED.has(name)) needsMark = true;
      else if (!PUBLIC_CATALOGUE_QUERIES.has(name) && name !== '__typename') return undefined;
    }
    const text = JSON.stringify([
      request.query,
      request.operationName ?? null,
      request.variables ?? null,
    ]);
    return { text, needsMark, compress };
  }

  /** Whether the answer executed for `key` may be kept, as its resolvers marked it. */
  mayKeep(key: ShareKey, sharing: AnswerSharing): boolean {
    return !key.needsMark || sharing.shareable;
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
