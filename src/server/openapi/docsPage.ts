/**
 * GET /api/docs: the API reference, rendered on the server from the OpenAPI document itself (decision 068). Plain
 * HTML with native disclosure widgets: no script, no outside asset, so it lives under our Content-Security-Policy as
 * it is and reads well with a keyboard or a screen reader.
 */
import { marked } from 'marked';
import type { OpenApiDocument } from './document.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const json = (value: unknown) => `<pre tabindex="0">${escape(JSON.stringify(value, null, 2))}</pre>`;
const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '');

type Operation = {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }>; $ref?: string }>;
  tags?: string[];
};

function renderOperation(method: string, path: string, op: Operation): string {
  const id = anchor(method, path);
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${op.parameters
        .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody?.content
    ? `<h4>Request body</h4>${Object.entries(op.requestBody.content)
        .map(([type, media]) => `<p><code>${escape(type)}</code></p>${json(media.schema ?? {})}`)
        .join('')}`
    : '';
  const responses = Object.entries(op.responses ?? {})
    .map(([status, response]) => {
      if (response.$ref) return `<li><strong>${escape(status)}</strong>: ${escape(response.$ref.split('/').pop() ?? '')} (error body, see Errors)</li>`;
      const content = Object.entries(response.content ?? {})
        .map(([type, media]) => `<p><code>${escape(type)}</code></p>${json(media.schema ?? {})}`)
        .join('');
      return `<li><strong>${escape(status)}</strong>: ${escape(response.description ?? '')}${content}</li>`;
    })
    .join('');
  return `<details id="${id}"><summary><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <span class="summary">${escape(op.summary ?? '')}</span></summary>
<div class="operation">${op.description ? marked.parse(op.description, { async: false }) : ''}${params}${body}<h4>Responses</h4><ul>${responses}</ul></div></details>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods) as Array<[string, Operation]>) {
      const tag = op.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`).join('');
  const sections = tags.map((tag) => `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${byTag.get(tag)!.join('\n')}</section>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} reference</title>
<style>
:root { color-scheme: light dark; --accent: #7a3a75; --muted: #5c5c66; --line: #d9d9e0; }
@media (prefers-color-scheme: dark) { :root { --accent: #e0a6da; --muted: #b4b4bf; --line: #3a3a44; } }
body { margin: 0; font: 16px/1.55 system-ui, sans-serif; }
.page { max-width: 72rem; margin: 0 auto; padding: 1rem; }
a { color: var(--accent); }
a:focus-visible, summary:focus-visible, pre:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
header { border-bottom: 1px solid var(--line); margin-bottom: 1rem; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; padding: 0; }
details { border: 1px solid var(--line); border-radius: 8px; margin: .5rem 0; }
summary { cursor: pointer; padding: .6rem .8rem; overflow-wrap: anywhere; }
.operation { padding: 0 .8rem .8rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; font-family: ui-monospace, monospace; }
.summary { color: var(--muted); }
pre { overflow: auto; max-height: 24rem; padding: .6rem; border: 1px solid var(--line); border-radius: 6px; font-size: .85rem; }
table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .3rem .5rem; vertical-align: top; }
code { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
</style></head>
<body><div class="page">
<header><h1>${escape(doc.info.title)} reference</h1>
<p>Version ${escape(doc.info.version)} · OpenAPI ${escape(doc.openapi)} · <a href="/api/openapi.json">openapi.json</a> · Server <code>${escape(doc.servers[0]?.url ?? '')}</code></p>
<nav aria-label="Groups of calls"><ul>${nav}</ul></nav></header>
<main>
<section aria-labelledby="intro"><h2 id="intro">Introduction</h2>${marked.parse(doc.info.description, { async: false })}</section>
<section aria-labelledby="errors-title"><h2 id="errors-title">Errors</h2><p>Every error answer has this body:</p>${json(doc.components.schemas.Error)}</section>
${sections}
<section aria-labelledby="schemas-title"><h2 id="schemas-title">Event schemas</h2>
<h3>CoachReplyEvent</h3>${json(doc.components.schemas.CoachReplyEvent)}
<h3>SocketClientFrame</h3>${json(doc.components.schemas.SocketClientFrame)}</section>
</main></div></body></html>`;
}
