import { describe, expect, it } from 'vitest';
import { accountResolvers } from '../resolvers/accounts.js';
import { buildApiSchema, loadTypeDefs } from './schema.js';

const typeDefs = `
  type Query { a: Int, b: Int }
  type Mutation { c: Int }
`;

describe('buildApiSchema', () => {
  it('builds the real schema from src/schema with every resolver attached', () => {
    const schema = buildApiSchema(loadTypeDefs(), [accountResolvers]);
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual([
      'currentUser',
      'userByToken',
    ]);
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
});
