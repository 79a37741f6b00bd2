/**
 * Builds the OpenAPI 3.1 description of the HTTP API from the source itself: the TypeScript
 * compiler reads every Nest controller (the route decorators, `@Param`, `@Query`, `@Body` and
 * the methods' declared return types, which are packages/contract types) and turns the types into
 * JSON Schema. Nothing is annotated twice: the contract stays the one home of the shapes. See
 * docs/decisions/0033-openapi.md and docs/api-contract.md.
 *
 * `npm run openapi` (packages/api) writes packages/api/openapi.json; test/openapi.spec.ts fails
 * when the committed file differs from a fresh run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  /** Set on operations whose response body has no declared type (`{}` schema); counted in the docs page. */
  'x-untyped'?: true;
}

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OPENAPI_FILE = path.join(API_ROOT, 'openapi.json');
const HTTP_METHODS = new Map([
  ['Get', 'get'],
  ['Post', 'post'],
  ['Put', 'put'],
  ['Patch', 'patch'],
  ['Delete', 'delete'],
]);
/** Only the JSON API is described: the SPA, SEO pages and the catch-all static route are not `/api/`. */
const API_PREFIX = '/api/';

/** Every `*.controller.ts` (and other files declaring `@Controller`) under src/, sorted for a stable output. */
function controllerFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.(spec|e2e-spec|test)\.ts$/.test(entry.name) &&
        /@Controller\(|@openapi /.test(readFileSync(full, 'utf8'))
      )
        found.push(full);
    }
  };
  walk(path.join(API_ROOT, 'src'));
  return found.sort();
}

export function describeApi(): OpenApiDocument {
  const configPath = path.join(API_ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, API_ROOT);
  const files = controllerFiles();
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const schemas = new SchemaBuilder(checker);
  const version = (JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Pawpal API',
      version,
      description:
        'Generated from the Nest controllers and the packages/contract types (packages/api/scripts/openapi). ' +
        'Signed-in routes use the session cookie from POST /api/auth/login.',
    },
    paths: {},
    components: { schemas: schemas.components },
  };
  const operationIds = new Set<string>();

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`describe-api: ${file} is not in the program`);
    const tag = path.relative(path.join(API_ROOT, 'src'), file).split(path.sep)[0] ?? 'api';
    ts.forEachChild(source, (node) => {
      if (!ts.isClassDeclaration(node)) return;
      const controller = decorator(node, 'Controller');
      if (!controller) return;
      const base = stringArgument(controller) ?? '';
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member)) continue;
        for (const [decoratorName, method] of HTTP_METHODS) {
          const route = decorator(member, decoratorName);
          if (!route) continue;
          const routePath = joinPath(base, stringArgument(route) ?? '');
          if (!routePath.startsWith(API_PREFIX)) continue;
          const template = routePath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
          const className = node.name?.text ?? 'Controller';
          const methodName = member.name.getText(source);
          let operationId = `${className.replace(/Controller$/, '')}_${methodName}`;
          for (let n = 2; operationIds.has(operationId); n++) operationId = `${className}_${methodName}_${n}`;
          operationIds.add(operationId);
          const operation = describeOperation(checker, schemas, member, method, operationId, tag);
          (document.paths[template] ??= {})[method] = operation;
        }
      }
    });
  }
  // Routes registered straight on Fastify (no controller) say what they answer in their class's
  // doc comment: `@openapi GET /api/path ContractTypeName` (the type imported in that file).
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    for (const match of source.text.matchAll(/@openapi (GET|POST|PUT|PATCH|DELETE) (\/api\/\S+) (\w+)/g)) {
      const [, method, routePath, typeName] = match as unknown as [string, string, string, string];
      const type = importedType(checker, source, typeName);
      const template = routePath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operationId = `${path.basename(file, '.ts').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}_${method.toLowerCase()}`;
      (document.paths[template] ??= {})[method.toLowerCase()] = {
        operationId,
        tags: [path.relative(path.join(API_ROOT, 'src'), file).split(path.sep)[0] ?? 'api'],
        responses: { '200': { description: '200', content: { 'application/json': { schema: schemas.schemaFor(type, 'output') } } } },
      };
    }
  }
  document.paths = sortKeys(document.paths);
  document.components.schemas = sortKeys(schemas.components);
  return document;
}

function describeOperation(
  checker: ts.TypeChecker,
  schemas: SchemaBuilder,
  method: ts.MethodDeclaration,
  httpMethod: string,
  operationId: string,
  tag: string,
): OpenApiOperation {
  const summary = ts.displayPartsToString(checker.getSymbolAtLocation(method.name)?.getDocumentationComment(checker) ?? []).trim();
  const operation: OpenApiOperation = { operationId, ...(summary ? { summary: summary.split('\n')[0] } : {}), tags: [tag], responses: {} };
  const parameters: NonNullable<OpenApiOperation['parameters']> = [];
  let rawReply = false;
  for (const parameter of method.parameters) {
    const type = checker.getTypeAtLocation(parameter);
    const param = decorator(parameter, 'Param');
    const query = decorator(parameter, 'Query');
    const body = decorator(parameter, 'Body');
    const res = decorator(parameter, 'Res');
    if (param) {
      const name = stringArgument(param);
      if (name) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    } else if (query) {
      const name = stringArgument(query);
      if (name) {
        parameters.push({ name, in: 'query', required: false, schema: schemas.queryValue(type) });
      } else {
        for (const property of checker.getPropertiesOfType(type)) {
          if (isMethodLike(checker, property)) continue;
          parameters.push({
            name: property.name,
            in: 'query',
            required: !isOptionalMember(property),
            schema: schemas.queryValue(checker.getTypeOfSymbol(property)),
          });
        }
      }
    } else if (body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemas.schemaFor(type, 'input') } },
      };
    } else if (res) {
      // @Res() without passthrough: the method writes the reply itself (files, redirects, HTML).
      const options = res.arguments[0];
      rawReply = !(options && ts.isObjectLiteralExpression(options) && options.getText().includes('passthrough'));
    }
  }
  if (parameters.length > 0) operation.parameters = parameters;

  const status = httpStatus(checker, method) ?? (httpMethod === 'post' ? 201 : 200);
  const contentType = headerValue(method, 'Content-Type');
  const signature = checker.getSignatureFromDeclaration(method);
  const returned = signature
    ? (checker.getAwaitedType(checker.getReturnTypeOfSignature(signature)) ?? checker.getAnyType())
    : checker.getAnyType();
  const description = `${status}`;
  if (rawReply) {
    operation.responses[String(status)] = { description: 'Written by the handler (a file, a page or a redirect)' };
    operation['x-untyped'] = true;
  } else if (returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) {
    operation.responses[String(status)] = { description: status === 204 ? 'No content' : description };
  } else if (contentType && !contentType.includes('json')) {
    operation.responses[String(status)] = { description, content: { [contentType.split(';')[0]!]: { schema: { type: 'string' } } } };
  } else {
    const schema = schemas.schemaFor(returned, 'output');
    if (Object.keys(schema).length === 0) operation['x-untyped'] = true;
    operation.responses[String(status)] = { description, content: { 'application/json': { schema } } };
  }
  return operation;
}

/**
 * TypeScript types to JSON Schema (2020-12, as OpenAPI 3.1 uses). Named contract types (interfaces,
 * aliases, classes, enums) become `components.schemas` entries referenced with `$ref`; generic
 * instantiations and anonymous types are written inline. Output objects are closed
 * (`additionalProperties: false`): a response with a field the contract does not declare fails
 * the e2e validation, which is how a leaked column would be noticed.
 */
class SchemaBuilder {
  readonly components: Record<string, JsonSchema> = {};
  private readonly named = new Map<ts.Symbol | ts.Type, string>();
  private readonly usedNames = new Map<string, ts.Symbol | ts.Type>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** A query string value: the declared type, read as text by Nest before the DTO transforms it. */
  queryValue(type: ts.Type): JsonSchema {
    return this.schemaFor(type, 'input');
  }

  schemaFor(type: ts.Type, direction: 'input' | 'output', depth = 0): JsonSchema {
    if (depth > 40) throw new Error(`describe-api: type too deep: ${this.checker.typeToString(type)}`);
    const name = this.componentName(type, direction);
    if (name) {
      const key = this.named.get(this.identity(type)) ?? this.register(name, type);
      const ref = `${key}${direction === 'input' && this.isObjectLike(type) ? 'Input' : ''}`;
      if (!(ref in this.components)) {
        this.components[ref] = {}; // placeholder first: recursive types refer to themselves
        this.components[ref] = this.inline(type, direction, depth);
      }
      return { $ref: `#/components/schemas/${ref}` };
    }
    return this.inline(type, direction, depth);
  }

  private identity(type: ts.Type): ts.Symbol | ts.Type {
    return type.aliasSymbol ?? type.getSymbol() ?? type;
  }

  private register(name: string, type: ts.Type): string {
    const identity = this.identity(type);
    let key = name;
    for (let n = 2; this.usedNames.has(key) && this.usedNames.get(key) !== identity; n++) key = `${name}${n}`;
    this.usedNames.set(key, identity);
    this.named.set(identity, key);
    return key;
  }

  /** A named, non-generic type declared in our own code (contract or api), not in a library. */
  private componentName(type: ts.Type, direction: 'input' | 'output'): string | undefined {
    if (type.aliasSymbol) {
      if (type.aliasTypeArguments?.length) return undefined;
      return this.ownDeclaration(type.aliasSymbol) ? type.aliasSymbol.name : undefined;
    }
    const symbol = type.getSymbol();
    if (!symbol || !this.ownDeclaration(symbol)) return undefined;
    if (type.flags & ts.TypeFlags.EnumLike && symbol.flags & ts.SymbolFlags.Enum) return symbol.name;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) return undefined;
    if ((type as ts.TypeReference).typeArguments?.length) return undefined;
    // Mixin classes (declared inside a function) have no stable name of their own.
    if (symbol.name === '__class' || symbol.declarations?.some((d) => !ts.isSourceFile(d.parent) && !ts.isModuleBlock(d.parent)))
      return undefined;
    void direction;
    return symbol.name;
  }

  private ownDeclaration(symbol: ts.Symbol): boolean {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    return (file.includes('/packages/contract/') || file.includes('/packages/api/src/')) && !file.includes('/node_modules/');
  }

  private isObjectLike(type: ts.Type): boolean {
    return !!(type.flags & ts.TypeFlags.Object) && !this.checker.isArrayType(type);
  }

  private inline(type: ts.Type, direction: 'input' | 'output', depth: number): JsonSchema {
    const checker = this.checker;
    const f = type.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral || f & ts.TypeFlags.StringMapping) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: checker.typeToString(type) === 'true' };
    if (f & ts.TypeFlags.Union) return this.union(type as ts.UnionType, direction, depth);
    // A branded primitive (`string & {}`, which keeps a union's literals as suggestions) is that primitive.
    if (f & ts.TypeFlags.Intersection) {
      const parts = (type as ts.IntersectionType).types;
      if (parts.some((t) => t.flags & ts.TypeFlags.String)) return { type: 'string' };
      if (parts.some((t) => t.flags & ts.TypeFlags.Number)) return { type: 'number' };
    }
    if (f & ts.TypeFlags.Intersection || f & ts.TypeFlags.Object) {
      const symbol = type.getSymbol();
      if (symbol?.name === 'Date') return { type: 'string', format: 'date-time' };
      if (checker.isArrayType(type)) {
        const [item] = checker.getTypeArguments(type as ts.TypeReference);
        return { type: 'array', items: item ? this.schemaFor(item, direction, depth + 1) : {} };
      }
      if (checker.isTupleType(type)) {
        const items = checker.getTypeArguments(type as ts.TypeReference).map((t) => this.schemaFor(t, direction, depth + 1));
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      return this.object(type, direction, depth);
    }
    throw new Error(`describe-api: no JSON Schema for the type ${checker.typeToString(type)}`);
  }

  private union(type: ts.UnionType, direction: 'input' | 'output', depth: number): JsonSchema {
    const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    // boolean is true | false to the checker.
    const trueFalse = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const parts: JsonSchema[] = [];
    if (trueFalse.length === 2) parts.push({ type: 'boolean' });
    else rest.push(...trueFalse);
    const literals = rest.filter((t) => t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral));
    const others = rest.filter((t) => !(t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral)));
    if (literals.length > 0) {
      const values = literals.map((t) => (t as ts.LiteralType).value);
      const kind = values.every((v) => typeof v === 'string')
        ? 'string'
        : values.every((v) => typeof v === 'number')
          ? 'number'
          : undefined;
      parts.push(kind ? { type: kind, enum: values } : { enum: values });
    }
    const hasNull = others.some((t) => t.flags & ts.TypeFlags.Null);
    for (const other of others) if (!(other.flags & ts.TypeFlags.Null)) parts.push(this.schemaFor(other, direction, depth + 1));
    if (hasNull) {
      // string | null reads best as type: [string, null]; otherwise an anyOf member.
      const only = parts.length === 1 ? parts[0]! : undefined;
      if (only && typeof only.type === 'string' && !('$ref' in only))
        return { ...only, type: [only.type, 'null'], ...(only.enum ? { enum: [...(only.enum as unknown[]), null] } : {}) };
      parts.push({ type: 'null' });
    }
    if (parts.length === 1) return parts[0]!;
    if (parts.length === 0) return {};
    return { anyOf: parts };
  }

  private object(type: ts.Type, direction: 'input' | 'output', depth: number): JsonSchema {
    const checker = this.checker;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      if (isMethodLike(checker, property)) continue;
      const propertyType = checker.getTypeOfSymbol(property);
      // A property typed only `undefined` is never in the JSON.
      if (propertyType.flags & ts.TypeFlags.Undefined) continue;
      const schema = this.schemaFor(propertyType, direction, depth + 1);
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
      properties[property.name] = doc && !('$ref' in schema) ? { ...schema, description: doc } : schema;
      const optional = isOptionalMember(property) || (direction === 'input' && hasInitializer(property)) || includesUndefined(propertyType);
      if (!optional) required.push(property.name);
    }
    const schema: JsonSchema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
    if (index) schema.additionalProperties = this.schemaFor(index.type, direction, depth + 1);
    else if (direction === 'output') schema.additionalProperties = false;
    return schema;
  }
}

/** The type a file imports under `name` (e.g. a contract type), for the `@openapi` doc tags. */
function importedType(checker: ts.TypeChecker, source: ts.SourceFile, name: string): ts.Type {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.name.text !== name) continue;
      const symbol = checker.getSymbolAtLocation(element.name);
      if (symbol) return checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(symbol));
    }
  }
  throw new Error(`describe-api: @openapi in ${source.fileName} names ${name}, which the file does not import`);
}

function isMethodLike(checker: ts.TypeChecker, property: ts.Symbol): boolean {
  if (property.flags & ts.SymbolFlags.Method) return true;
  return checker.getTypeOfSymbol(property).getCallSignatures().length > 0;
}

function isOptionalMember(property: ts.Symbol): boolean {
  return (property.flags & ts.SymbolFlags.Optional) !== 0;
}

function includesUndefined(type: ts.Type): boolean {
  return type.isUnion() && type.types.some((t) => t.flags & ts.TypeFlags.Undefined);
}

function hasInitializer(property: ts.Symbol): boolean {
  return !!property.declarations?.some((d) => ts.isPropertyDeclaration(d) && d.initializer !== undefined);
}

function decorator(node: ts.Node, name: string): ts.CallExpression | undefined {
  if (!ts.canHaveDecorators(node)) return undefined;
  for (const d of ts.getDecorators(node) ?? []) {
    if (ts.isCallExpression(d.expression) && ts.isIdentifier(d.expression.expression) && d.expression.expression.text === name)
      return d.expression;
  }
  return undefined;
}

function stringArgument(call: ts.CallExpression): string | undefined {
  const first = call.arguments[0];
  return first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) ? first.text : undefined;
}

function httpStatus(checker: ts.TypeChecker, method: ts.MethodDeclaration): number | undefined {
  const code = decorator(method, 'HttpCode')?.arguments[0];
  if (!code) return undefined;
  const type = checker.getTypeAtLocation(code);
  if (type.isNumberLiteral()) return type.value;
  throw new Error(`describe-api: @HttpCode(${code.getText()}) is not a constant`);
}

function headerValue(method: ts.MethodDeclaration, header: string): string | undefined {
  for (const d of ts.getDecorators(method) ?? []) {
    const call = d.expression;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'Header') continue;
    const [name, value] = call.arguments;
    if (name && ts.isStringLiteral(name) && name.text.toLowerCase() === header.toLowerCase() && value && ts.isStringLiteral(value))
      return value.text;
  }
  return undefined;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The committed file's exact text for a document: what `npm run openapi` writes and the test compares. */
export function serialise(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
