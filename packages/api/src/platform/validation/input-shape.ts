import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** A UTF-16 surrogate without its other half: a broken character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deepest nesting of objects and arrays a request body or query may have. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What is wrong with a parsed body or query as a whole, before any DTO sees it, or null: nesting
 * deeper than MAX_INPUT_DEPTH (validation recurses and would overflow the stack on 10,000
 * levels), a NUL character in any text (Postgres refuses it in text columns: a 500 otherwise), or
 * a broken character (a lone UTF-16 surrogate). Iterative, so any depth is safe to inspect.
 */
export function findInputProblem(value: unknown, where: 'body' | 'query'): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const field = path === '' ? `The ${where}` : `"${path}"`;
      if (current.includes('\u0000')) return `${field} must not contain NUL characters`;
      if (LONE_SURROGATE.test(current)) return `${field} is not valid text (it has a broken character)`;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return `The ${where} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000') || LONE_SURROGATE.test(key)) return `The ${where} has a field name that is not valid text`;
      stack.push({ value: child, path: path === '' ? key : `${path}.${key}`, depth: depth + 1 });
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
 * Checks every request's input as a whole (hooks run before any route): HTML form bodies only
 * on `formRoutes` (the server-rendered sign-in and log-out pages; every other route takes JSON:
 * 415), and findInputProblem on the body and the query (400).
 */
export function registerInputChecks(fastify: FastifyInstance, options: { formRoutes: readonly string[] }): void {
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
