import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { listName, renderEnumLists } from './enum-lists.js';

describe('the enums’ runtime lists', () => {
  it.each([
    ['Currency', 'CURRENCIES'],
    ['HandStatus', 'HAND_STATUSES'],
    ['UserType', 'USER_TYPES'],
    ['Language', 'LANGUAGES'],
    ['ProductOrderBy', 'PRODUCT_ORDER_BYS'],
  ])('names the list of %s %s', (name, list) => {
    expect(listName(name)).toBe(list);
  });

  it('lists each enum’s values in the SDL’s order, with its description', () => {
    const schema = buildSchema(`
      "The suits."
      enum Suit { S H D C }
      type Query { suit: Suit }
    `);
    expect(renderEnumLists(schema, 'x.graphql')).toContain(
      "/** The suits. */\nexport const SUITS = ['S', 'H', 'D', 'C'] as const;\nexport type Suit = (typeof SUITS)[number];\n",
    );
  });
});
