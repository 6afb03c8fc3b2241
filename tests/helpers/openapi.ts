import { Ajv2020 } from 'ajv/dist/2020.js';

/** An answer seen in a test: the request and what came back. */
export interface SeenAnswer {
  method: string;
  url: string;
  status: number;
  body: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: { 'application/json'?: { schema: unknown } } }> }>
  >;
}

/** The documented path a URL is for ('/api/languages/igbo' → '/api/languages/{code}'): literal segments win over parameters. */
export function documentedPath(doc: OpenApiDocument, url: string): string | undefined {
  const path = new URL(url, 'http://x').pathname.replace(/\/$/, '');
  const segments = path.split('/');
  const candidates = Object.keys(doc.paths).filter((template) => {
    const parts = template.split('/');
    return parts.length === segments.length && parts.every((part, i) => /^\{.+\}$/.test(part) || part === segments[i]);
  });
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/** Why each JSON answer does not match the document (its path, status and schema), as readable lines. */
export function answerProblems(doc: OpenApiDocument, answers: readonly SeenAnswer[]): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const problems: string[] = [];
  for (const answer of answers) {
    if (!answer.body.startsWith('{')) continue;
    const path = documentedPath(doc, answer.url);
    if (!path) continue;
    const where = `${answer.method} ${answer.url} → ${answer.status}`;
    const response = doc.paths[path]?.[answer.method.toLowerCase()]?.responses[String(answer.status)];
    if (!response) {
      problems.push(`${where}: status not documented for ${path}`);
      continue;
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema) continue;
    const validate = ajv.compile(schema as object);
    if (!validate(JSON.parse(answer.body)))
      problems.push(`${where}: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 200)}`);
  }
  return problems;
}
