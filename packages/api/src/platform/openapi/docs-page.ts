import { html, type SafeHtml } from '../html/html.js';

/** The parts of an OpenAPI document the page shows (the full type lives with its generator). */
export interface ApiDescription {
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly paths: Record<string, Record<string, DescribedOperation>>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

interface DescribedOperation {
  readonly operationId: string;
  readonly summary?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly { name: string; in: string; required: boolean; schema: unknown }[];
  readonly requestBody?: { content: Record<string, { schema: unknown }> };
  readonly responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

// The CSP allows inline styles but no script and no other origin: the page is plain HTML, with
// <details> to fold the schemas, and works without JavaScript.
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#1f2328}
h2{margin-top:2rem;border-bottom:1px solid #d0d7de}details{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0;padding:.25rem .75rem}
summary{cursor:pointer}code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f6f8fa;padding:.5rem;overflow:auto}
.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}
@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}pre{background:#161b22}details,h2{border-color:#30363d}}`;

/** The description as one HTML page: operations grouped by tag, then the named schemas. */
export function renderDocsPage(description: ApiDescription): string {
  const byTag = new Map<string, SafeHtml[]>();
  for (const [path, operations] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'api';
      const list = byTag.get(tag) ?? [];
      list.push(renderOperation(method, path, operation));
      byTag.set(tag, list);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(description.components?.schemas ?? {});
  return html`<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${description.info.title} ${description.info.version}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${description.info.title} <small>${description.info.version}</small></h1>
<p>${description.info.description ?? ''}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav><ul>${tags.map((tag) => html`<li><a href="#tag-${tag}">${tag}</a></li>`)}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags.map((tag) => html`<h2 id="tag-${tag}">${tag}</h2>${byTag.get(tag) ?? []}`)}
<h2 id="schemas">Schemas</h2>
${schemas.map(([name, schema]) => html`<details id="schema-${name}"><summary><code>${name}</code></summary><pre>${json(schema)}</pre></details>`)}
</body>
</html>
`.value;
}

function renderOperation(method: string, path: string, operation: DescribedOperation): SafeHtml {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json']?.schema;
  return html`<details id="op-${operation.operationId}"><summary><span class="m">${method}</span> <code>${path}</code> ${operation.summary ?? ''}</summary>
${parameters.length > 0 ? html`<h3>Parameters</h3><ul>${parameters.map((p) => html`<li><code>${p.name}</code> (${p.in}${p.required ? ', required' : ''}): <code>${json(p.schema, 0)}</code></li>`)}</ul>` : ''}
${body === undefined ? '' : html`<h3>Request body</h3><pre>${json(body)}</pre>`}
<h3>Responses</h3>
${Object.entries(operation.responses).map(
  ([status, response]) =>
    html`<p><strong>${status}</strong> ${Object.keys(response.content ?? {}).join(', ')}</p>${Object.values(response.content ?? {}).map((c) => html`<pre>${json(c.schema)}</pre>`)}`,
)}
</details>`;
}

function json(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent) ?? '';
}
