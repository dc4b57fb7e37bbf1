// The reference page at /api/docs: the OpenAPI document as plain HTML, built on the server. No
// script and no request to another origin, so it passes the strict CSP, and only this route
// pays for it (the client bundle knows nothing of it).

type Operation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
};
type Document = {
  info?: { title?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) =>
  `<pre><code>${escape(JSON.stringify(value, null, 2))}</code></pre>`;

function operation(method: string, path: string, op: Operation): string {
  const parts = [`<h3><code>${escape(method.toUpperCase())} ${escape(path)}</code></h3>`];
  if (op.summary) parts.push(`<p>${escape(op.summary)}</p>`);
  for (const param of op.parameters ?? [])
    parts.push(
      `<p>Parameter <code>${escape(param.name)}</code> (${escape(param.in)}${param.required ? ', required' : ''})</p>`,
      json(param.schema ?? {}),
    );
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push('<h4>Request body</h4>', json(body));
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const schema = response.content?.['application/json']?.schema;
    parts.push(`<h4>Response ${escape(status)}</h4>`, schema ? json(schema) : '<p>No body.</p>');
  }
  return `<section>${parts.join('\n')}</section>`;
}

export function renderApiDocs(document: unknown): string {
  const doc = document as Document;
  const title = doc.info?.title ?? 'API';
  const sections = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => operation(method, path, op)),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} reference</title>
</head>
<body>
<main>
<h1>${escape(title)} reference</h1>
<p>${escape(doc.info?.description ?? '')}</p>
<p>The same, machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<h2>Endpoints</h2>
${sections.join('\n')}
</main>
</body>
</html>`;
}
