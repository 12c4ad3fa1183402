/** The Hono environment: what the middleware records on a request for later handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The GraphQL operation's name, for the request log. */
    operationName?: string;
  };
}
