import type { Resolvers } from '../graphql/resolvers.js';
import { unwrap } from '../graphql/unwrap.js';
import type { UserView } from '../services/accounts/user-view.js';

/** schema/accounts.graphql: one line each, the rules live in the account service. */
export const accountResolvers = {
  Query: {
    currentUser: async (ctx) => unwrap(await ctx.services.accounts.currentUser(ctx)),
    userByToken: async (ctx, args) => unwrap(await ctx.services.accounts.userByToken(args)),
  },
  Mutation: {
    loginUser: async (ctx, args) => unwrap(await ctx.services.accounts.loginUser(ctx, args)),
    registerUser: async (ctx, args) => unwrap(await ctx.services.accounts.registerUser(ctx, args)),
    activateUser: async (ctx, args) => unwrap(await ctx.services.accounts.activateUser(args)),
    resetPassword: async (ctx, args) =>
      unwrap(await ctx.services.accounts.resetPassword(ctx, args)),
    updatePassword: async (ctx, args) =>
      unwrap(await ctx.services.accounts.updatePassword(ctx, args)),
    updateUser: async (ctx, args) => unwrap(await ctx.services.accounts.updateUser(ctx, args)),
    confirmEmail: async (ctx, args) => unwrap(await ctx.services.accounts.confirmEmail(args)),
    logout: async (ctx) => unwrap(await ctx.services.accounts.logout(ctx)),
  },
  fields: {
    User: {
      currencyFixed: (ctx, user: UserView) => ctx.services.accounts.currencyFixed(user.id),
    },
  },
} satisfies Resolvers;
