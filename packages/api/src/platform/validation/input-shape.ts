import { type Server } from 'node:http';
import { BadRequestException } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { INPUT_LIMITS, type InputPart, tooDeep, tooLong, tooManyKeys, tooManyValues } from './input-limits.js';
import { findJsonShapeProblem } from './json-shape.js';

/** A UTF-16 surrogate without its other half: a broken character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Visit {
  readonly value: unknown;
  readonly parent: Visit | undefined;
  readonly key: string;
  readonly depth: number;
}

/** The keys from the top down to `visit` (built only for a refusal). */
function pathOf(visit: Visit): string[] {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/**
 * What is wrong with a parsed body or query as a whole, before any DTO sees it, or null: beyond
 * an INPUT_LIMITS bound (input-limits.ts), a NUL character in any text (Postgres refuses it in
 * text columns: a 500 otherwise), or a broken character (a lone UTF-16 surrogate). Iterative, and
 * it visits at most INPUT_LIMITS.maxValues values, so any input is safe to inspect.
 */
export function findInputProblem(value: unknown, part: InputPart): string | null {
  const stack: Visit[] = [{ value, parent: undefined, key: '', depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const field = visit.parent === undefined ? `The ${part}` : `"${pathOf(visit).join('.')}"`;
      if (current.includes('\u0000')) return `${field} must not contain NUL characters`;
      if (LONE_SURROGATE.test(current)) return `${field} is not valid text (it has a broken character)`;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (visit.depth >= INPUT_LIMITS.maxDepth) return tooDeep(part);
    if (Array.isArray(current)) {
      if (current.length > INPUT_LIMITS.maxArrayLength) return tooLong(part, pathOf(visit));
      values += current.length;
      if (values > INPUT_LIMITS.maxValues) return tooManyValues(part);
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], parent: visit, key: String(index), depth: visit.depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > INPUT_LIMITS.maxKeys) return tooManyKeys(part, pathOf(visit), keys);
    values += keys.length;
    if (values > INPUT_LIMITS.maxValues) return tooManyValues(part);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      if (key.includes('\u0000') || LONE_SURROGATE.test(key)) return `The ${part} has a field name that is not valid text`;
      stack.push({ value: (current as Record<string, unknown>)[key], parent: visit, key, depth: visit.depth + 1 });
    }
  }
  return null;
}

function refuse(reply: FastifyReply, statusCode: 400 | 415, message: string): void {
  void reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: statusCode === 400 ? 'Bad Request' : 'Unsupported Media Type', message });
}

/**
 * Checks every request's input as a whole, before any route and once:
 * - a JSON body's shape on its bytes, before it is parsed (findJsonShapeProblem: the INPUT_LIMITS
 *   bounds), then Fastify's own JSON parser (which refuses `__proto__` and `constructor` keys);
 * - HTML form bodies only on `formRoutes` (the server-rendered sign-in and log-out pages; every
 *   other route takes JSON: 415);
 * - findInputProblem on the parsed body and the query (400).
 */
export function registerInputChecks(app: NestFastifyApplication, options: { formRoutes: readonly string[] }): void {
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  // Registered through Nest so its own JSON parser stays out and `request.rawBody` is still kept.
  app.useBodyParser<Server>('application/json', {}, (request, body, done) => {
    const problem = findJsonShapeProblem(body);
    if (problem !== null) {
      done(new BadRequestException(problem), undefined);
      return;
    }
    parseJson(request, body.toString('utf8'), done);
  });
  fastify.addHook('preValidation', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const type = request.headers['content-type'] ?? '';
    const path = request.url.split('?', 1)[0] ?? '';
    if (type.toLowerCase().startsWith('application/x-www-form-urlencoded') && !options.formRoutes.includes(path)) {
      refuse(reply, 415, 'Send the body as JSON (Content-Type: application/json)');
      return;
    }
    const problem = findInputProblem(request.body, 'body') ?? findInputProblem(request.query, 'query');
    if (problem !== null) {
      refuse(reply, 400, problem);
      return;
    }
    done();
  });
}
