/**
 * From a call's contract (common/contracts/) to Fastify: the route schema a routes file registers
 * (`schemaOf`), and the checks that every route has a contract and every answer keeps to it
 * (`registerContractChecks`).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Answer, type AnyCall, callKey, isTextAnswer } from '../../../common/contracts/contract.ts';

type Input<C, Key extends string, As extends string> = C extends { [K in Key]: infer Schema extends z.ZodType }
  ? { [K in As]: Schema }
  : unknown;

export type RouteSchemaOf<C extends AnyCall> = { response: C['responses']; summary?: string } & Input<
  C,
  'params',
  'params'
> &
  Input<C, 'query', 'querystring'> &
  Input<C, 'body', 'body'>;

/**
 * The route options' `schema` for a call: its inputs (validated) and every answer it declares (each
 * serialized by its schema, and documented in GET /api/openapi.json, errors included).
 */
export function schemaOf<C extends AnyCall>(call: C): { schema: RouteSchemaOf<C> } {
  const { params, query, body } = call as AnyCall;
  return {
    schema: {
      response: call.responses,
      ...(call.summary && { summary: call.summary }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
    } as RouteSchemaOf<C>,
  };
}

/** What the checks found: routes without a contract, and answers their contract does not declare. */
export interface ContractReport {
  /** `METHOD route` of each route served without a contract, or not with its contract's schema. */
  uncovered: string[];
  /** Answers whose status is not declared by their call's contract, or whose body does not fit it. */
  violations: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    contractReport: ContractReport;
  }
}

/** The routes that are the API's: under /api/ and the health checks. */
const isApiRoute = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

/**
 * Watches the routes registered after it: each API route must be its contract's (found by method and
 * route, with the contract's schema). With `checkAnswers` (the tests), each answer of an API route is
 * checked against its contract: the status declared, a JSON body parsed by that status's schema, a
 * text answer of the declared media type. What fails is listed in `server.contractReport`.
 */
export function registerContractChecks(
  server: FastifyInstance,
  calls: readonly AnyCall[],
  options: { checkAnswers: boolean },
): ContractReport {
  const byKey = new Map(calls.map((call) => [callKey(call), call]));
  const report: ContractReport = { uncovered: [], violations: [] };
  server.decorate('contractReport', report);

  server.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const call = byKey.get(key);
      const schema = route.schema as { response?: unknown } | undefined;
      if (!call) report.uncovered.push(`${key}: no contract`);
      else if (schema?.response !== call.responses)
        report.uncovered.push(`${key}: not registered with schemaOf(contract)`);
    }
  });

  if (options.checkAnswers) {
    server.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url;
      if (!url || !isApiRoute(url) || request.method === 'HEAD') return payload;
      const call = byKey.get(`${request.method} ${url}`);
      if (!call) return payload;
      const problem = answerProblem(call.responses[reply.statusCode], reply.getHeader('content-type'), payload);
      if (problem) report.violations.push(`${request.method} ${url} → ${reply.statusCode}: ${problem}`);
      return payload;
    });
  }
  return report;
}

function answerProblem(answer: Answer | undefined, contentType: unknown, payload: unknown): string | undefined {
  if (!answer) return 'the contract declares no such answer';
  const type = String(contentType ?? '');
  if (isTextAnswer(answer)) {
    const declared = Object.keys(answer.content);
    return declared.some((media) => type.startsWith(media)) ? undefined : `sent ${type}, declared ${declared}`;
  }
  if (typeof payload !== 'string') return payload == null ? nullProblem(answer) : undefined;
  if (payload === '') return nullProblem(answer);
  if (!type.startsWith('application/json')) return `sent ${type || 'no content type'}, declared JSON`;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'the body is not JSON';
  }
  const parsed = answer.safeParse(body);
  return parsed.success ? undefined : `${JSON.stringify(body).slice(0, 300)}: ${parsed.error.message}`;
}

/** An empty body: right for a redirect (z.null()), wrong for any other answer. */
const nullProblem = (answer: z.ZodType) => (answer.safeParse(null).success ? undefined : 'the body is empty');
