import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks responses seen by the e2e suites against packages/api/openapi.json: a JSON success
 * response must match its operation's schema, and an `/api/` request that a route answered (not
 * 404) must have an operation in the description. The harness's `ctx.fetch` calls it, so every
 * spec that talks to the app checks the description as a side effect (docs/testing.md).
 */
interface Operation {
  readonly operationId: string;
  readonly responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Description {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, object> };
}

const description = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as Description;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema({ $id: 'openapi', components: description.components }, 'openapi');

/** `/api/bookings/{bookingId}` as a pattern; literal segments sort before parameters, as Fastify matches them. */
const templates = Object.keys(description.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    parameters: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.parameters - b.parameters);
const validators = new Map<string, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    // Refs point into the whole document: #/components/... resolves against the 'openapi' schema.
    validate = ajv.compile(JSON.parse(key.replaceAll('"#/components/', '"openapi#/components/')) as object);
    validators.set(key, validate);
  }
  return validate;
}

export function findOperation(method: string, pathname: string): Operation | undefined {
  for (const { template, pattern } of templates) {
    const operation = pattern.test(pathname) ? description.paths[template]?.[method.toLowerCase()] : undefined;
    if (operation) return operation;
  }
  return undefined;
}

/** Throws, naming the operation and ajv's errors, when `response` does not match the description. */
export async function checkResponseAgainstDescription(method: string, url: URL, response: Response): Promise<void> {
  if (!url.pathname.startsWith('/api/')) return;
  const operation = findOperation(method, url.pathname);
  if (!operation) {
    if (response.status === 404 || response.status === 405) return;
    throw new Error(
      `${method} ${url.pathname} answered ${response.status} but has no operation in openapi.json (run npm run openapi in packages/api)`,
    );
  }
  const schema = operation.responses[String(response.status)]?.content?.['application/json']?.schema;
  const type = response.headers.get('content-type') ?? '';
  if (!schema || !type.includes('application/json')) return;
  const text = await response.clone().text();
  const validate = validatorFor(schema);
  if (!validate(JSON.parse(text))) {
    throw new Error(
      `${method} ${url.pathname} (${operation.operationId}) ${response.status} does not match openapi.json:\n` +
        ajv.errorsText(validate.errors, { separator: '\n', dataVar: 'body' }) +
        `\nbody: ${text.slice(0, 2000)}`,
    );
  }
}
