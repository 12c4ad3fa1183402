import { describe, expect, it } from 'vitest';
import { OPERATION_ACCESS } from '../authorisation/operation-access.js';
import { accountResolvers } from '../resolvers/accounts.js';
import { catalogueResolvers } from '../resolvers/catalogue.js';
import { handResolvers } from '../resolvers/hands.js';
import { legalResolvers } from '../resolvers/legal.js';
import { salesResolvers } from '../resolvers/sales.js';
import { staffResolvers } from '../resolvers/staff.js';
import { subscriptionResolvers } from '../resolvers/subscriptions.js';
import { uploadResolvers } from '../resolvers/uploads.js';
import { buildApiSchema, loadTypeDefs } from './schema.js';

const typeDefs = `
  type Query { a: Int, b: Int }
  type Mutation { c: Int }
`;

describe('buildApiSchema', () => {
  it('builds the real schema from src/schema with every resolver attached, each operation in the access table', () => {
    const schema = buildApiSchema(loadTypeDefs(), [
      accountResolvers,
      catalogueResolvers,
      legalResolvers,
      subscriptionResolvers,
      handResolvers,
      salesResolvers,
      uploadResolvers,
      staffResolvers,
    ]);
    const operations = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ];
    expect(operations.sort()).toEqual(Object.keys(OPERATION_ACCESS).sort());
  });

  it('refuses a field without a resolver, a resolver without a field, and two resolvers for one field', () => {
    const resolve = () => 1;
    expect(() =>
      buildApiSchema(typeDefs, [
        { Query: { a: resolve, z: resolve } },
        { Query: { a: resolve }, Mutation: { c: resolve } },
      ]),
    ).toThrow(
      [
        'The GraphQL schema is incomplete:',
        'resolver Query.z has no field in the schema',
        'Query.a has two resolvers',
        'Query.b has no resolver',
      ].join('\n'),
    );
  });

  it('calls a resolver with the context first, then the arguments', async () => {
    const { graphql } = await import('graphql');
    const seen: unknown[] = [];
    const schema = buildApiSchema('type Query { echo(word: String!): String }', [
      {
        Query: {
          echo: (ctx: unknown, args: { word: string }) => {
            seen.push(ctx);
            return args.word;
          },
        },
      },
    ]);
    const result = await graphql({
      schema,
      source: '{ echo(word: "hi") }',
      contextValue: 'the-context',
    });
    expect(result).toEqual({ data: { echo: 'hi' } });
    expect(seen).toEqual(['the-context']);
  });

  it('computes a field of another type with the context, the object and the arguments', async () => {
    const { graphql } = await import('graphql');
    const schema = buildApiSchema(
      'type Item { id: Int!, label(prefix: String!): String! } type Query { item: Item }',
      [
        {
          Query: { item: () => ({ id: 7 }) },
          fields: {
            Item: {
              label: (ctx: unknown, item: { id: number }, args: { prefix: string }) =>
                `${String(ctx)}:${args.prefix}${item.id}`,
            },
          },
        },
      ],
    );
    const result = await graphql({
      schema,
      source: '{ item { id label(prefix: "#") } }',
      contextValue: 'ctx',
    });
    expect(result).toEqual({ data: { item: { id: 7, label: 'ctx:#7' } } });
  });

  it('refuses a field resolver without a field, on a type that is not an object, or twice', () => {
    const resolve = () => 1;
    expect(() =>
      buildApiSchema('type Item { id: Int } type Query { item: Item } enum Mood { HAPPY }', [
        { Query: { item: resolve }, fields: { Item: { id: resolve, nope: resolve } } },
        { fields: { Item: { id: resolve }, Mood: { x: resolve }, Query: { item: resolve } } },
      ]),
    ).toThrow(
      [
        'The GraphQL schema is incomplete:',
        'resolver Item.nope has no field in the schema',
        'Item.id has two resolvers',
        'field resolvers for Mood, which is a root type or no object type',
        'field resolvers for Query, which is a root type or no object type',
      ].join('\n'),
    );
  });
});
