import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createChangeCounter } from '../db/change-counter.js';
import { AnswerSharing } from './answer-sharing.js';
import { type KeptAnswer, keepAnswer } from './kept-answer.js';
import { PublicAnswerCache } from './public-answer-cache.js';

/** What a kept answer sends to a client that accepts no compression, as text. */
const textOf = (answer: KeptAnswer | undefined) =>
  answer === undefined ? undefined : new TextDecoder().decode(answer.plain.bytes);

const COMPRESSED = { compress: true };

const operationOf = (query: string) => parse(query).definitions[0] as OperationDefinitionNode;

const keyOf = (cache: PublicAnswerCache, query: string, authorization?: string) =>
  cache.keyFor(
    operationOf(query),
    { query, operationName: undefined, variables: {} },
    authorization,
  );

describe('PublicAnswerCache', () => {
  it('shares the answers to visitors’ catalogue queries only', () => {
    const cache = new PublicAnswerCache(createChangeCounter());
    const search = '{ productSearch(searchTerm: "slam") { count } }';
    expect(keyOf(cache, search)).toBeDefined();
    expect(keyOf(cache, '{ a: dynamoProductById(id: 1) { id } __typename }')).toBeDefined();
    // A signed-in caller's answer may hold what they own or may preview.
    expect(keyOf(cache, search, 'Bearer token')).toBeUndefined();
    // Another root field beside a catalogue query, a fragment at the root, a mutation.
    expect(keyOf(cache, '{ productSearch { count } me { id } }')).toBeUndefined();
    expect(
      keyOf(cache, '{ ...F } fragment F on Query { productSearch { count } }'),
    ).toBeUndefined();
    expect(keyOf(cache, 'mutation { logout }')).toBeUndefined();
  });

  it('keeps a handById answer only when every resolver marked it the catalogue’s alone', () => {
    const cache = new PublicAnswerCache(createChangeCounter());
    const search = keyOf(cache, '{ productSearch { count } }');
    const hand = keyOf(cache, '{ productSearch { count } handById(id: 1) { id } }');
    if (search === undefined || hand === undefined) throw new Error('no key');
    expect(hand).toMatchObject({ needsMark: true, compress: false });
    expect(search).toMatchObject({ needsMark: false, compress: true });
    expect(keyOf(cache, '{ handById(id: 1) { id } }', 'Bearer token')).toBeUndefined();
    const marked = (...marks: ('catalogueOnly' | 'notShareable')[]) => {
      const sharing = new AnswerSharing();
      for (const mark of marks) sharing[mark]();
      return sharing;
    };
    expect(cache.mayKeep(search, marked())).toBe(true);
    expect(cache.mayKeep(hand, marked())).toBe(false);
    expect(cache.mayKeep(hand, marked('catalogueOnly', 'catalogueOnly'))).toBe(true);
    expect(cache.mayKeep(hand, marked('catalogueOnly', 'notShareable'))).toBe(false);
    expect(cache.mayKeep(hand, marked('notShareable', 'catalogueOnly'))).toBe(false);
  });

  it('tells apart the same query with other variables or another operation name', () => {
    const cache = new PublicAnswerCache(createChangeCounter());
    const query = 'query A($id: Int!) { dynamoProductById(id: $id) { id } }';
    const operation = operationOf(query);
    const one = cache.keyFor(
      operation,
      { query, operationName: 'A', variables: { id: 1 } },
      undefined,
    );
    const two = cache.keyFor(
      operation,
      { query, operationName: 'A', variables: { id: 2 } },
      undefined,
    );
    const unnamed = cache.keyFor(
      operation,
      { query, operationName: undefined, variables: { id: 1 } },
      undefined,
    );
    expect(new Set([one?.text, two?.text, unnamed?.text]).size).toBe(3);
  });

  it('keeps an answer until the catalogue changes, and none read while it changed', () => {
    const changes = createChangeCounter();
    const cache = new PublicAnswerCache(changes);
    cache.set('k', keepAnswer('{"data":1}', COMPRESSED), cache.version);
    expect(textOf(cache.get('k'))).toBe('{"data":1}');
    changes.bump();
    expect(cache.get('k')).toBeUndefined();
    const startedAt = cache.version;
    changes.bump();
    cache.set('k', keepAnswer('{"data":2}', COMPRESSED), startedAt);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used answers beyond its budget', () => {
    const cache = new PublicAnswerCache(createChangeCounter(), 10);
    cache.set('a', keepAnswer('aaaa', COMPRESSED), cache.version);
    cache.set('b', keepAnswer('bbbb', COMPRESSED), cache.version);
    expect(textOf(cache.get('a'))).toBe('aaaa');
    cache.set('c', keepAnswer('cccc', COMPRESSED), cache.version);
    expect(cache.get('b')).toBeUndefined();
    expect(textOf(cache.get('a'))).toBe('aaaa');
    expect(textOf(cache.get('c'))).toBe('cccc');
    cache.set('d', keepAnswer('more than ten', COMPRESSED), cache.version);
    expect(cache.get('d')).toBeUndefined();
  });

  it('weighs the answers in the bytes sent, not in characters', () => {
    const cache = new PublicAnswerCache(createChangeCounter(), 10);
    // Five characters of two bytes each fit ten bytes; six do not.
    cache.set('e', keepAnswer('ééééé', COMPRESSED), cache.version);
    expect(textOf(cache.get('e'))).toBe('ééééé');
    cache.set('f', keepAnswer('éééééé', COMPRESSED), cache.version);
    expect(cache.get('f')).toBeUndefined();
  });
});
