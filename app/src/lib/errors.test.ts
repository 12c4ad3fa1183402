import { describe, expect, it } from 'vitest';
import { isFormError, isNotFound, normaliseError, shouldReport } from './errors.js';

describe('normaliseError (storefront.md §8)', () => {
  it('takes the first GraphQL error and its code', () => {
    expect(
      normaliseError({
        graphQLErrors: [
          { message: 'Invalid email or password', extensions: { code: 'BAD_USER_INPUT' } },
          { message: 'second', extensions: { code: 'FORBIDDEN' } },
        ],
        networkError: new Error('ignored'),
      }),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid email or password' });
  });

  it('keeps how long a throttled call must wait', () => {
    expect(
      normaliseError({
        graphQLErrors: [
          {
            message: 'Too many attempts, please try again later',
            extensions: { code: 'BAD_USER_INPUT', retryAfterSeconds: 120 },
          },
        ],
      }),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Too many attempts, please try again later',
      retryAfterSeconds: 120,
    });
  });

  it('keeps the template and values of a message naming an item, and the reason', () => {
    expect(
      normaliseError({
        graphQLErrors: [
          {
            message: 'You already own “Slam bidding”',
            extensions: {
              code: 'BAD_USER_INPUT',
              messageKey: 'You already own “{{title}}”',
              values: { title: 'Slam bidding' },
              reason: 'ALREADY_OWNED',
            },
          },
        ],
      }),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You already own “Slam bidding”',
      template: { key: 'You already own “{{title}}”', values: { title: 'Slam bidding' } },
      reason: 'ALREADY_OWNED',
    });
  });

  it('falls back to the first error entry, then the network error', () => {
    expect(normaliseError({ errors: [{ message: 'Boom' }] })).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Boom',
    });
    expect(normaliseError({ networkError: new Error('Failed to fetch') })).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('turns a ValidationError message into VALIDATION_ERROR with the text after the colon', () => {
    expect(
      normaliseError({ graphQLErrors: [{ message: 'ValidationError: First name is required' }] }),
    ).toEqual({ code: 'VALIDATION_ERROR', message: 'First name is required' });
  });

  it('gives UNAUTHENTICATED a message beginning 401', () => {
    const error = normaliseError({
      graphQLErrors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message.startsWith('401')).toBe(true);
  });

  it('reads an HTTP 401 without a body as UNAUTHENTICATED', () => {
    expect(
      normaliseError({ networkError: new Error('Unauthorized'), response: { status: 401 } }).code,
    ).toBe('UNAUTHENTICATED');
  });

  it("says 'Unknown Error' when there is nothing to say", () => {
    expect(normaliseError({})).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Unknown Error' });
  });
});

describe('how an error is shown', () => {
  it('shows BAD_USER_INPUT and VALIDATION_ERROR in the form', () => {
    expect(isFormError({ code: 'BAD_USER_INPUT', message: 'x' })).toBe(true);
    expect(isFormError({ code: 'VALIDATION_ERROR', message: 'x' })).toBe(true);
    expect(isFormError({ code: 'FORBIDDEN', message: 'x' })).toBe(false);
  });

  it("reports other errors except 'Network error: cancelled'", () => {
    expect(shouldReport({ code: 'INTERNAL_SERVER_ERROR', message: 'Boom' })).toBe(true);
    expect(
      shouldReport({ code: 'INTERNAL_SERVER_ERROR', message: 'Network error: cancelled' }),
    ).toBe(false);
    expect(shouldReport({ code: 'BAD_USER_INPUT', message: 'Invalid Email' })).toBe(false);
    expect(shouldReport({ code: 'NOT_FOUND', message: 'Product not found' })).toBe(false);
  });
});

describe('isNotFound', () => {
  it('tells the 404 of a missing thing from other failures', () => {
    const missing = normaliseError({
      graphQLErrors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(isNotFound(missing)).toBe(true);
    expect(isNotFound({ code: 'FORBIDDEN', message: 'Not allowed' })).toBe(false);
    expect(isNotFound({ code: 'INTERNAL_SERVER_ERROR', message: 'Boom' })).toBe(false);
  });
});
