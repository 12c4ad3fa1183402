import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ERROR_CODES, type ErrorCode } from '../failure.js';

/** What an internal error says to the client: nothing about its cause. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * The one error formatter (DESIGN.md "api"). A request error (syntax, validation, variables) is
 * BAD_USER_INPUT with graphql's message. An execution error keeps its message only when a service
 * raised it with a code; anything else is passed to `report` (to be logged) and answered as
 * INTERNAL_SERVER_ERROR without details.
 */
export function formatError(
  error: GraphQLError,
  phase: 'request' | 'execution',
  report: (error: Error) => void,
): GraphQLFormattedError {
  if (phase === 'request') {
    const { message, locations } = error;
    return { message, ...(locations ? { locations } : {}), extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = error.extensions.code;
  if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') return error.toJSON();
  report(error.originalError ?? error);
  const { locations, path } = error;
  return {
    message: INTERNAL_ERROR_MESSAGE,
    ...(locations ? { locations } : {}),
    ...(path ? { path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
