import { type GraphQLEnumType, type GraphQLSchema, isEnumType } from 'graphql';
import { generatedHeader, literal, tsDoc } from './ts-text.js';

/**
 * The values of every enum of a schema as runtime lists, for code that must loop over them or
 * check a value (a currency selector, a cookie's language, the server's input checks): for each
 * enum a read-only tuple named in the plural (`Currency` -> `CURRENCIES`) and its type, the union
 * of the tuple's values, named as the enum. The lists live in @tenace/model, so the server and the
 * browser read one copy, made from the SDL like the schema types beside it.
 *
 * @example
 * renderEnumLists(schema, 'api/src/schema/*.graphql')
 * // export const CURRENCIES = ['USD', 'GBP', …] as const;
 * // export type Currency = (typeof CURRENCIES)[number];
 */
export function renderEnumLists(schema: GraphQLSchema, from: string): string {
  const enums = Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLEnumType => isEnumType(type) && !type.name.startsWith('__'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const lists = enums.map((type) => {
    const name = listName(type.name);
    const values = type.getValues().map((value) => literal(value.name));
    return `${tsDoc(type.description)}export const ${name} = [${values.join(', ')}] as const;\nexport type ${type.name} = (typeof ${name})[number];\n`;
  });
  return `${generatedHeader(from)}\n${lists.join('\n')}`;
}

/**
 * The list's name: the enum's name in upper snake case, its last word in the plural
 * (`HandStatus` -> `HAND_STATUSES`, `Currency` -> `CURRENCIES`, `UserType` -> `USER_TYPES`).
 */
export function listName(enumName: string): string {
  const snake = enumName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  if (/(S|SH|CH|X)$/.test(snake)) return `${snake}ES`;
  if (/[^AEIOU_]Y$/.test(snake) && !/_BY$/.test(snake)) return `${snake.slice(0, -1)}IES`;
  return `${snake}S`;
}
