import type { Currency } from '@tenace/model';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../graphql/schema.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UpdatePasswordArgs } from '../services/accounts/passwords.js';
import type { UpdateUserArgs } from '../services/accounts/profile.js';
import type { RegisterUserArgs } from '../services/accounts/registration.js';
import type { UserView } from '../services/accounts/user-view.js';

type Ctx = RequestContext;

/** schema/accounts.graphql: one line each, the rules live in the account service. */
export const accountResolvers = {
  Query: {
    currentUser: async (ctx: Ctx) => unwrap(await ctx.services.accounts.currentUser(ctx)),
    userByToken: async (ctx: Ctx, args: { token: string }) =>
      unwrap(await ctx.services.accounts.userByToken(args)),
  },
  Mutation: {
    loginUser: async (ctx: Ctx, args: { email: string; password: string }) =>
      unwrap(await ctx.services.accounts.loginUser(ctx, args)),
    registerUser: async (ctx: Ctx, args: RegisterUserArgs) =>
      unwrap(await ctx.services.accounts.registerUser(ctx, args)),
    activateUser: async (
      ctx: Ctx,
      args: {
        id: string;
        password: string;
        confirmPassword?: string | null;
        currency?: Currency | null;
      },
    ) => unwrap(await ctx.services.accounts.activateUser(args)),
    resetPassword: async (ctx: Ctx, args: { email: string }) =>
      unwrap(await ctx.services.accounts.resetPassword(ctx, args)),
    updatePassword: async (ctx: Ctx, args: UpdatePasswordArgs) =>
      unwrap(await ctx.services.accounts.updatePassword(ctx, args)),
    updateUser: async (ctx: Ctx, args: UpdateUserArgs) =>
      unwrap(await ctx.services.accounts.updateUser(ctx, args)),
    confirmEmail: async (ctx: Ctx, args: { code: string }) =>
      unwrap(await ctx.services.accounts.confirmEmail(args)),
    logout: async (ctx: Ctx) => unwrap(await ctx.services.accounts.logout(ctx)),
  },
  fields: {
    User: {
      currencyFixed: (ctx: Ctx, user: UserView) => ctx.services.accounts.currencyFixed(user.id),
    },
  },
} satisfies Resolvers;
