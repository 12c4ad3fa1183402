import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { expect } from 'vitest';
import { type AppOptions, createApp } from '../app.js';
import { DEVELOPMENT_CAPTCHA_KEY, developmentCaptchaVerifier } from '../captcha/development.js';
import type { CaptchaVerifier } from '../captcha/verifier.js';
import type { Database } from '../db/database.js';
import type { ErrorCode } from '../failure.js';
import type { Geolocator } from '../geolocation/geolocator.js';
import { createJsonLogger, type Logger } from '../logging/logger.js';
import type { Checkpoint } from '../payments/checkpoints.js';
import type { PaymentOptions } from '../payments/sales-wiring.js';
import { createOutboxRepository } from '../repositories/outbox.js';
import { createScryptHasher, type PasswordHasher } from '../security/password-hasher.js';
import {
  ConfirmEmailDocument,
  LoginDocument,
  RegisterDocument,
  type RegisterMutationVariables,
} from './operations.testkit.js';

/** Cheap scrypt parameters: the suite hashes hundreds of passwords. The defaults have their own test. */
export const TEST_SCRYPT = { cost: 2 ** 10, blockSize: 8, parallelization: 1 } as const;

export const TEST_PUBLIC_URL = 'https://tenace.test';

export const TEST_SUPPORT_EMAIL = 'support@tenace.test';

export interface GraphqlResponse {
  readonly status: number;
  readonly body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  };
}

/** The answer to a generated typed document: `data` has the operation's result type. */
export interface OperationResponse<Result> {
  readonly status: number;
  readonly body: { data?: Result | null; errors?: GraphqlResponse['body']['errors'] };
}

/** A clock the test moves by hand. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/**
 * The whole app in process, over `database`, with a hand-moved clock and captured logs.
 * `graphql` posts an operation the way the app does (storefront.md §7: a POST with a bearer token),
 * optionally from a given client address.
 */
export function createTestApi(
  database: Database,
  options: {
    captcha?: CaptchaVerifier;
    hasher?: PasswordHasher;
    geolocator?: Geolocator;
    payments?: PaymentOptions;
    /**
     * The server as it is deployed (default: the test environment over TEST_PUBLIC_URL): e.g. in
     * production (its headers, its introspection rule), over `publicUrl`, serving `appDir`.
     */
    deployment?: Partial<
      Pick<
        AppOptions,
        'environment' | 'publicUrl' | 'captchaWidget' | 'appDir' | 'adminExternalLinks'
      >
    >;
    checkpoint?: Checkpoint;
  } = {},
) {
  let time = Date.now();
  const clock: TestClock = {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
  const logs: Record<string, unknown>[] = [];
  const logger: Logger = createJsonLogger(
    'debug',
    (line) => logs.push(JSON.parse(line)),
    clock.now,
  );
  const { app, services } = createApp({
    database,
    logger,
    environment: 'test',
    publicUrl: TEST_PUBLIC_URL,
    trustProxy: true,
    captcha: options.captcha ?? developmentCaptchaVerifier,
    hasher: options.hasher ?? createScryptHasher(TEST_SCRYPT),
    now: clock.now,
    supportEmail: TEST_SUPPORT_EMAIL,
    ...(options.geolocator && { geolocator: options.geolocator }),
    ...(options.payments && { payments: options.payments }),
    ...options.deployment,
    ...(options.checkpoint && { checkpoint: options.checkpoint }),
  });

  async function graphql(
    query: string,
    variables: Record<string, unknown> = {},
    request: { token?: string; clientIp?: string; headers?: Record<string, string> } = {},
  ): Promise<GraphqlResponse> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...request.headers,
    };
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    // The test app trusts the proxy header, so each test can play several clients.
    if (request.clientIp !== undefined) headers['x-forwarded-for'] = request.clientIp;
    const response = await app.request('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlResponse['body'] };
  }

  /**
   * Posts a typed document generated from src/testing/operations/*.graphql (`npm run codegen -w
   * api`) as `graphql` does: the variables are checked against the operation's, and the answer's
   * `data` has its result type.
   */
  async function operation<Result, Variables>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
    request: Parameters<typeof graphql>[2] = {},
  ): Promise<OperationResponse<Result>> {
    const response = await graphql(print(document), variables as Record<string, unknown>, request);
    return response as OperationResponse<Result>;
  }

  return { app, services, database, clock, logs, graphql, operation };
}

export type TestApi = ReturnType<typeof createTestApi>;

let emailCounter = 0;

/** A fresh address for each call, so tests sharing a database never collide. */
export function uniqueEmail(name = 'user'): string {
  emailCounter += 1;
  return `${name}.${process.pid}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

/** The `Register` operation (src/testing/operations/accounts.graphql) as text. */
export const REGISTER = print(RegisterDocument);

/** Registers a customer through GraphQL and returns its id, e-mail, password and session token. */
export async function registerCustomer(
  api: TestApi,
  overrides: Partial<RegisterMutationVariables> = {},
): Promise<{ id: number; email: string; password: string; token: string }> {
  const variables: RegisterMutationVariables = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: uniqueEmail(),
    password: 'correct horse battery',
    captchaVerificationKey: DEVELOPMENT_CAPTCHA_KEY,
    acceptTerms: true,
    ...overrides,
  };
  const { body } = await api.operation(RegisterDocument, variables);
  expect(body.errors).toBeUndefined();
  const user = body.data?.registerUser;
  if (!user?.token) throw new Error(`registration of ${variables.email} failed`);
  return { id: user.id, email: user.email, password: variables.password, token: user.token };
}

/** The code of the newest confirmation link e-mailed to `email` (`/confirmemail/{code}`). */
export async function confirmationCode(api: TestApi, email: string): Promise<string> {
  const mail = (await createOutboxRepository(api.database).latest(10_000)).find(
    (row) => row.toAddress === email && row.template === 'email-confirmation',
  );
  const code = /\/confirmemail\/([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (code === undefined) throw new Error(`no confirmation link for ${email}`);
  return code;
}

/** Follows the newest confirmation link e-mailed to `email`, as its owner would. */
export async function confirmAddress(api: TestApi, email: string): Promise<void> {
  const { body } = await api.operation(ConfirmEmailDocument, {
    code: await confirmationCode(api, email),
  });
  expect(body).toEqual({ data: { confirmEmail: true } });
}

/** Asserts the response failed with exactly one error of this code and message. */
export function expectError(response: GraphqlResponse, code: ErrorCode, message: string) {
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
}

/** Logs in through GraphQL and returns the new session's token. */
export async function loginToken(api: TestApi, email: string, password: string): Promise<string> {
  const { body } = await api.operation(LoginDocument, { email, password });
  expect(body.errors).toBeUndefined();
  const token = body.data?.loginUser?.token;
  if (!token) throw new Error(`login of ${email} failed`);
  return token;
}
