import type {
  FieldArguments,
  FieldResults,
  NoArguments,
  ObjectTypeName,
} from '../generated/resolver-types.js';

/** What a resolver answers in place of each object type: a map from type name to a TypeScript type. */
type ObjectResults = { readonly [Name in ObjectTypeName]: unknown };

/** The root types, whose fields are operations; the other object types' fields are in `fields`. */
type RootTypeName = 'Query' | 'Mutation';

/** The arguments of `Type.field`, as generated from the SDL. */
type ArgumentsOf<Type extends ObjectTypeName, Field> = Type extends keyof FieldArguments
  ? Field extends keyof FieldArguments[Type]
    ? FieldArguments[Type][Field]
    : NoArguments
  : NoArguments;

/** A resolver may answer now or later. */
type Answer<T> = T | Promise<T>;

/** The resolvers of a root type's operations: context first, then the arguments. */
type RootResolvers<Context, Root extends RootTypeName, R extends ObjectResults> = {
  readonly [Field in keyof FieldResults<R>[Root]]?: (
    ctx: Context,
    args: ArgumentsOf<Root, Field>,
  ) => Answer<FieldResults<R>[Root][Field]>;
};

/**
 * The resolvers of other types' computed fields: context, the object, then the arguments. The
 * object is whatever a resolver answered for its type (a service's view), so each field resolver
 * declares the view it reads; `never` accepts them all.
 */
type ComputedFieldResolvers<Context, R extends ObjectResults> = {
  readonly [Type in Exclude<ObjectTypeName, RootTypeName>]?: {
    readonly [Field in keyof FieldResults<R>[Type]]?: (
      ctx: Context,
      parent: never,
      args: ArgumentsOf<Type, Field>,
    ) => Answer<FieldResults<R>[Type][Field]>;
  };
};

/** An object result only has to be an object, of any shape. */
type AnyObjects = { readonly [Name in ObjectTypeName]: object };

/**
 * A set of resolvers typed from the SDL through the generated resolver types
 * (docs/decisions.md "Resolvers typed from the schema"): only its fields, with their arguments,
 * answering their scalars and enums, lists and nullability, each object type as `R` says. By
 * default an object result only has to be an object: which of its fields a field resolver
 * computes is known only once every set is together, and `completeResolvers` checks the rest.
 *
 * @example
 * const legal = { Query: { termsVersion: () => TERMS_VERSION } } satisfies TypedResolvers<Ctx>;
 */
export type TypedResolvers<Context, R extends ObjectResults = AnyObjects> = {
  readonly Query?: RootResolvers<Context, 'Query', R>;
  readonly Mutation?: RootResolvers<Context, 'Mutation', R>;
  /** By type name, then field name. */
  readonly fields?: ComputedFieldResolvers<Context, R>;
};

/** The fields of `Type` that a field resolver of the sets `Sets` (a union) computes. */
type ComputedBy<Sets, Type extends ObjectTypeName> = Sets extends { readonly fields?: infer Fields }
  ? Type extends keyof NonNullable<Fields>
    ? keyof NonNullable<NonNullable<Fields>[Type]>
    : never
  : never;

/**
 * What an object carries: every field that no resolver of `Sets` computes, with its type (a
 * nullable one may be left out, as graphql-js answers null for it); a computed field may hold
 * anything, since its resolver answers instead.
 */
type Carrying<Shape, Computed> = {
  [Field in keyof Shape as Field extends Computed
    ? never
    : undefined extends Shape[Field]
      ? never
      : Field]: Shape[Field];
} & {
  [Field in keyof Shape as Field extends Computed
    ? never
    : undefined extends Shape[Field]
      ? Field
      : never]?: Shape[Field];
} & { [Field in keyof Shape as Field extends Computed ? Field : never]?: unknown };

/** Each object type as the sets `Sets` (a union) must answer it, nested objects included. */
type CarriedBy<Sets> = {
  [Name in ObjectTypeName]: Carrying<FieldResults<CarriedBy<Sets>>[Name], ComputedBy<Sets, Name>>;
};

/**
 * Every resolver set of the API, checked together: each object a resolver answers, and each
 * object nested in it, carries every field of its type that no field resolver of any set
 * computes, with the field's type. Any context will do (`never`): each set was checked with its
 * own. Returns `sets` unchanged.
 *
 * @example
 * export const API_RESOLVERS = completeResolvers([accountResolvers, catalogueResolvers]);
 */
export function completeResolvers<const Sets extends readonly TypedResolvers<never>[]>(
  sets: Sets & readonly TypedResolvers<never, CarriedBy<Sets[number]>>[],
): Sets {
  return sets;
}
