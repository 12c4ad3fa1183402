import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { Context } from 'hono';
import type { RequestContext } from '../context.js';
import type { AppEnv } from '../http/app-env.js';
import { DocumentCache } from './document-cache.js';
import { formatError } from './format-error.js';
import { enumerationLookupsOnly } from './introspection-policy.js';
import { formFor, type KeptAnswer, keepAnswer } from './kept-answer.js';
import { OneAtATime } from './one-at-a-time.js';
import { type OperationLimits, operationCosts, operationLimits } from './operation-limits.js';
import type { PublicAnswerCache } from './public-answer-cache.js';

/** Validated documents kept, by query text: clients send the same few queries again and again. */
const DOCUMENT_CACHE_SIZE = 500;

interface GraphqlParams {
  readonly query: string;
  readonly variables: Record<string, unknown> | undefined;
  readonly operationName: string | undefined;
}

type Parsed =
  | { ok: true; document: DocumentNode; costs: ReadonlyMap<string | undefined, number> }
  | { ok: false; errors: readonly GraphQLError[] };

/**
 * The `/graphql` endpoint (GraphQL over HTTP): a POST with a JSON body, or a GET for queries.
 * Malformed HTTP requests are 400; every GraphQL answer, errors included, is 200 with a JSON body
 * whose errors went through {@link formatError}.
 *
 * @example
 * app.post('/graphql', createGraphqlHandler({ schema, limits, introspection: 'full', createContext, reportError }));
 */
export function createGraphqlHandler(options: {
  readonly schema: GraphQLSchema;
  readonly limits: OperationLimits;
  /** `enumerations`: introspection answers enumeration lookups only (introspection-policy.ts). */
  readonly introspection: 'full' | 'enumerations';
  readonly createContext: (c: Context<AppEnv>) => RequestContext;
  readonly reportError: (c: Context<AppEnv>, error: Error) => void;
  /** Visitors' answers to catalogue queries, shared until the catalogue changes. */
  readonly publicAnswers?: PublicAnswerCache;
}) {
  const { publicAnswers } = options;
  const { schema } = options;
  const rules = [
    ...specifiedRules,
    operationLimits(options.limits),
    ...(options.introspection === 'enumerations' ? [enumerationLookupsOnly] : []),
  ];
  // Errors are kept too: the same text against the same schema and rules fails the same way.
  const documents = new DocumentCache<Parsed>(DOCUMENT_CACHE_SIZE);
  const costly = new OneAtATime();

  const parseAndValidate = (query: string): Parsed => {
    const cached = documents.get(query);
    if (cached !== undefined) return cached;
    try {
      const document = parse(query);
      const errors = validate(schema, document, rules);
      if (errors.length > 0) return documents.set(query, { ok: false, errors });
      const costs = operationCosts(schema, document, options.limits.pageSizes);
      return documents.set(query, { ok: true, document, costs });
    } catch (error) {
      return documents.set(query, { ok: false, errors: [error as GraphQLError] });
    }
  };

  return async (c: Context<AppEnv>): Promise<Response> => {
    const params = await readParams(c);
    if (typeof params === 'string') return c.json(requestError(params), 400);
    if (params.operationName !== undefined) c.set('operationName', params.operationName);

    const parsed = parseAndValidate(params.query);
    if (!parsed.ok) {
      return c.json({
        errors: parsed.errors.map((error) => formatError(error, 'request', () => {})),
      });
    }
    const operation = getOperationAST(parsed.document, params.operationName);
    if (operation?.name && params.operationName === undefined)
      c.set('operationName', operation.name.value);
    if (c.req.method === 'GET' && operation?.operation !== 'query') {
      c.header('Allow', 'POST');
      return c.json(requestError('Only queries may be sent with GET; use POST'), 405);
    }

    const shareKey = publicAnswers?.keyFor(operation, params, c.req.header('authorization'));
    if (shareKey !== undefined) {
      const kept = publicAnswers?.get(shareKey.text);
      if (kept !== undefined) return sendKept(c, kept);
    }
    // The catalogue version is read only for an answer that may be kept: it is a database read.
    const version = shareKey === undefined ? undefined : publicAnswers?.version;
    const context = options.createContext(c);
    const run = async (): Promise<ExecutionResult> =>
      execute({
        schema,
        document: parsed.document,
        variableValues: params.variables,
        operationName: params.operationName,
        contextValue: context,
      });
    const cost = parsed.costs.get(operation?.name?.value) ?? 0;
    const result = cost > options.limits.costlyCost ? await costly.run(run) : await run();
    if (result.errors === undefined) {
      if (
        shareKey === undefined ||
        version === undefined ||
        !publicAnswers?.mayKeep(shareKey, context.answerSharing)
      )
        return c.json(result);
      const answer = keepAnswer(JSON.stringify(result), shareKey);
      publicAnswers.set(shareKey.text, answer, version);
      return sendKept(c, answer);
    }
    // Without data the operation never ran: its variables did not fit the operation.
    const phase = 'data' in result ? 'execution' : 'request';
    const report = (error: Error) => options.reportError(c, error);
    return c.json({
      ...result,
      errors: result.errors.map((error) => formatError(error, phase, report)),
    });
  };
}

/**
 * A kept answer in the best form the client accepts. It varies by Accept-Encoding whichever form
 * this client gets, so that no cache hands a compressed copy to a client that cannot read it.
 */
function sendKept(c: Context<AppEnv>, answer: KeptAnswer): Response {
  const { bytes, encoding } = formFor(answer, c.req.header('accept-encoding'));
  return c.body(bytes, 200, {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
    ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
  });
}

/** The query, variables and operation name, or the reason the request is malformed. */
async function readParams(c: Context<AppEnv>): Promise<GraphqlParams | string> {
  let raw: Record<string, unknown>;
  if (c.req.method === 'GET') {
    const { query, variables, operationName } = c.req.query();
    let parsedVariables: unknown;
    try {
      parsedVariables = variables === undefined ? undefined : JSON.parse(variables);
    } catch {
      return 'The variables are not valid JSON';
    }
    raw = { query, variables: parsedVariables, operationName };
  } else {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/(graphql-response\+)?json\b/i.test(contentType)) {
      return 'Send the operation as JSON, with Content-Type: application/json';
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return 'The request body is not valid JSON';
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return 'The request body must be a JSON object with a query';
    }
    raw = body as Record<string, unknown>;
  }
  const { query, variables, operationName } = raw;
  if (typeof query !== 'string' || query.trim() === '') return 'The request has no query';
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return 'The variables must be a JSON object';
  }
  if (operationName != null && typeof operationName !== 'string')
    return 'The operationName must be a string';
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  };
}

function requestError(message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] };
}
