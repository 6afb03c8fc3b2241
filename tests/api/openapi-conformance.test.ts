// The served OpenAPI document checked against the real server: for every operation, fast-check draws requests from
// the document's own schemas (valid ones and ones that break a rule), sends them with real tokens, and every answer
// must be a status the operation lists, with a body its schema admits. Nothing may answer 5xx; a valid request is
// never refused for its shape (400 invalid_*, 413 within the stated limit, 415), an invalid one never succeeds.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { BODY_LIMITS } from '../../src/server/api/route-schema.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { invalidNumber, invalidString, invalidValue, validValue, type Schema } from '../helpers/schema-arbitrary.ts';
import { uniqueEmail } from '../helpers/server.ts';

const RUNS = { valid: 20, invalid: 15 };
const SEED = Number(process.env['FC_SEED'] ?? 20261127);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}
interface Request {
  valid: boolean;
  token: 'learner' | 'admin' | 'none';
  path: string;
  query: Record<string, string>;
  body?: { type: string; bytes: string | Uint8Array<ArrayBuffer> };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const strictAjv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
// Query and path values travel as text: '5' is the integer 5 to the server and to this validator.
const textAjv = addFormats(new Ajv2020({ strict: false, allErrors: true, coerceTypes: true }));
const compiled = new Map<Ajv2020, WeakMap<Schema, ValidateFunction>>();
const validator = (ajv: Ajv2020, schema: Schema): ValidateFunction => {
  const cache = compiled.get(ajv) ?? compiled.set(ajv, new WeakMap()).get(ajv)!;
  let validate = cache.get(schema);
  if (!validate) cache.set(schema, (validate = ajv.compile(schema) as ValidateFunction));
  return validate;
};
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'the OpenAPI document', { timeout: 120_000 }, () => {
    const unlimited = '1000000';
    const server = serverOn(driver, {
      API_RATE_LIMIT_CALLS: unlimited,
      API_RATE_LIMIT_COMPLETIONS: unlimited,
      API_RATE_LIMIT_UPLOADS: unlimited,
    });
    const mp3 = new Uint8Array(sineMp3(1));
    const tokens = { learner: '', admin: '', none: '' };
    const dictionary: Record<string, unknown[]> = {};
    let doc: Document | undefined;

    const send = (
      method: string,
      path: string,
      init: { token?: string; type?: string; body?: string | Uint8Array<ArrayBuffer> },
    ) =>
      fetch(`${server().url}${path}`, {
        method,
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.type ? { 'content-type': init.type } : {}),
        },
        ...(init.body === undefined ? {} : { body: init.body }),
      });
    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };

    /** The document, and real ids to mix in: courses, lessons, prompts, a pending clip of another speaker. */
    const setUp = async (): Promise<Document> => {
      if (doc) return doc;
      const learner = await account('conformance');
      const boss = await account('conformance-admin');
      await grantAdmin(server().server.database.db, boss.email);
      tokens.learner = learner.token;
      tokens.admin = boss.token;
      const other = await account('conformance-speaker');
      for (const who of [learner.token, other.token]) {
        await send('POST', '/api/languages/igbo/enroll', { token: who });
        await send('POST', '/api/audio/igbo/speaker', { token: who });
      }
      const prompts = (await (await send('GET', '/api/audio/igbo/prompts', { token: learner.token })).json()).data
        .prompts as { prompt: string }[];
      const clip = await send(
        'POST',
        `/api/audio/igbo/clips?prompt=${prompts[0]!.prompt}&credit=Ada&licence=CC-BY-SA-4.0`,
        { token: other.token, type: 'audio/mpeg', body: mp3 },
      );
      const courses = (await (await send('GET', '/api/languages/igbo/courses', {})).json()).data as { id: string }[];
      dictionary['prompt'] = prompts.slice(0, 5).map((p) => p.prompt);
      dictionary['clipId'] = [(await clip.json()).data.id];
      dictionary['courseId'] = courses.map((c) => c.id);
      dictionary['lessonId'] = ['1-0', '1-1', '1-2'];
      dictionary['language'] = ['igbo'];
      // A completed lesson gives the learner review items: real item ids for practice answers.
      await send('POST', '/api/progress/lesson/complete', {
        token: learner.token,
        type: 'application/json',
        body: JSON.stringify(completionBody('1-0', { completedAt: new Date().toISOString() })),
      });
      const practice = (await (await send('GET', '/api/practice/igbo', { token: learner.token })).json()).data as {
        items: { id: string }[];
      };
      dictionary['itemId'] = practice.items.slice(0, 5).map((item) => item.id);
      doc = (await (await send('GET', '/api/openapi.json', {})).json()) as Document;
      return doc;
    };

    /** Requests for one operation: its parameters and body drawn from its schemas, valid or breaking one rule. */
    const requests = (template: string, operation: Operation, valid: boolean): fc.Arbitrary<Request> => {
      const draw = { now: new Date(), dictionary };
      // A parameter's examples sit beside its schema (OpenAPI parameter object): they stand for its valid values.
      const parameters = (operation.parameters ?? []).map((p) => {
        const examples = p.examples ? Object.values(p.examples).map((e) => e.value) : 'example' in p ? [p.example] : [];
        return examples.length > 0 ? { ...p, schema: { ...p.schema, examples } } : p;
      });
      const path = parameters.filter((p) => p.in === 'path');
      const query = parameters.filter((p) => p.in === 'query');
      const textSchema = (list: Parameter[]): Schema => ({
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
        required: list.filter((p) => p.required).map((p) => p.name),
      });
      const pathSchema = textSchema(path);
      const querySchema = textSchema(query);
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const json = mediaType === 'application/json' ? media!.schema : undefined;
      // A path parameter's examples are real ids; any other string is as valid (the answer is then its 404).
      const parameterValue = (p: Parameter) => {
        const { examples: _real, ...anyValue } = p.schema;
        const drawn = validValue(p.schema, draw, p.name);
        return p.in === 'path' ? fc.oneof(drawn, drawn, validValue(anyValue, draw)) : drawn;
      };
      const values = (list: Parameter[]) =>
        fc.record(Object.fromEntries(list.map((p) => [p.name, parameterValue(p)])), {
          requiredKeys: list.filter((p) => p.required).map((p) => p.name),
        });
      const brokenText = (list: Parameter[]) =>
        list.flatMap((p) => {
          // An empty path parameter makes another path (a trailing slash), not a request to this operation.
          const schema = p.in === 'path' ? { ...p.schema, minLength: undefined } : p.schema;
          const bad =
            schema['type'] === 'integer' || schema['type'] === 'number' ? invalidNumber(schema) : invalidString(schema);
          return bad.length > 0 ? [fc.tuple(fc.constant(p.name), fc.oneof(...bad))] : [];
        });
      const broken: fc.Arbitrary<{ part: 'path' | 'query' | 'body'; name?: string; value?: unknown }>[] = [
        ...brokenText(path).map((a) => a.map(([name, value]) => ({ part: 'path' as const, name, value }))),
        ...brokenText(query).map((a) => a.map(([name, value]) => ({ part: 'query' as const, name, value }))),
        ...query
          .filter((p) => p.required)
          .map((p) => fc.constant({ part: 'query' as const, name: p.name, value: undefined })),
        ...(json ? [invalidValue(json, draw).map((value) => ({ part: 'body' as const, value }))] : []),
      ];
      if (!valid && broken.length === 0) return fc.constant(undefined as never);
      const body: fc.Arbitrary<unknown> = json
        ? validValue(json, draw).filter((v) => validator(strictAjv, json)(v))
        : mediaType === 'audio/mpeg'
          ? fc.oneof(fc.constant(mp3), fc.uint8Array({ maxLength: 64 }))
          : fc.constant(undefined);
      const token =
        template.startsWith('/api/admin') || template.includes('/review') || template.includes('/pending')
          ? fc.constantFrom('admin' as const, 'admin' as const, 'learner' as const, 'none' as const)
          : fc.constantFrom('learner' as const, 'learner' as const, 'admin' as const, 'none' as const);
      return fc
        .record({
          pathValues: values(path),
          queryValues: values(query),
          body,
          token,
          broken: valid ? fc.constant(undefined) : fc.oneof(...broken),
        })
        .map(({ pathValues, queryValues, body: drawn, token: who, broken: change }) => {
          const p: Record<string, unknown> = { ...pathValues };
          const q: Record<string, unknown> = { ...queryValues };
          let b = drawn;
          if (change?.part === 'path') p[change.name!] = change.value;
          if (change?.part === 'query')
            if (change.value === undefined) delete q[change.name!];
            else q[change.name!] = change.value;
          if (change?.part === 'body') b = change.value;
          const text = (record: Record<string, unknown>) =>
            Object.fromEntries(
              Object.entries(record)
                .filter(([, v]) => v !== undefined)
                .map(([k, v]) => [k, asText(v)]),
            );
          return {
            valid,
            token: who,
            path: template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(p[name]))),
            query: text(q),
            ...(b === undefined
              ? {}
              : {
                  body: json
                    ? { type: 'application/json', bytes: JSON.stringify(b) }
                    : { type: mediaType!, bytes: b as Uint8Array<ArrayBuffer> },
                }),
          };
        })
        .filter((request) => {
          // Classified by the document's own schemas, read as the server reads them.
          const pathText = Object.fromEntries(
            path.map((p) => {
              const at = template.split('/').indexOf(`{${p.name}}`);
              return [p.name, decodeURIComponent(request.path.split('/')[at] ?? '')];
            }),
          );
          const bodyValid =
            !json ||
            (request.body
              ? validator(strictAjv, json)(JSON.parse(request.body.bytes as string))
              : !operation.requestBody?.required);
          const ok =
            validator(textAjv, pathSchema)(pathText) &&
            validator(textAjv, querySchema)({ ...request.query }) &&
            bodyValid;
          return ok === valid;
        });
    };

    /** Why an answer does not match the operation's document ('' when it does). */
    const problem = async (operation: Operation, request: Request, response: Response) => {
      const status = response.status;
      const text = await response.text();
      if (status >= 500) return `${status} ${text.slice(0, 200)}`;
      const documented = operation.responses[String(status)];
      if (!documented) return `status ${status} is not documented: ${text.slice(0, 200)}`;
      const [mediaType, media] = Object.entries(documented.content ?? {})[0] ?? [];
      const type = response.headers.get('content-type') ?? '';
      if (mediaType && !type.startsWith(mediaType)) return `${status} is ${type}, documented ${mediaType}`;
      let code: string | undefined;
      if (mediaType === 'application/json') {
        const body = JSON.parse(text) as { code?: string };
        code = body.code;
        const validate = validator(strictAjv, media!.schema);
        if (!validate(body))
          return `${status} body does not match its schema: ${strictAjv.errorsText(validate.errors)} in ${text.slice(0, 300)}`;
      }
      if (request.valid) {
        const size =
          typeof request.body?.bytes === 'string'
            ? Buffer.byteLength(request.body.bytes)
            : (request.body?.bytes.length ?? 0);
        const limit = request.body?.type === 'audio/mpeg' ? BODY_LIMITS.recording : BODY_LIMITS.json;
        if (status === 415 || (status === 413 && size <= limit) || /^invalid_(body|query|field)$/.test(code ?? ''))
          return `a valid request was refused: ${status} ${text.slice(0, 300)}`;
      } else if (status < 400) return `an invalid request was accepted: ${status} ${text.slice(0, 200)}`;
      return '';
    };

    // Deletions last, so the real clip is still there for the operations that read or review it.
    const operations = async () =>
      Object.entries((await setUp()).paths)
        .flatMap(([template, methods]) =>
          Object.entries(methods).map(([method, operation]) => ({ template, method: method.toUpperCase(), operation })),
        )
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

    it('answers every generated request as its operation documents, never 5xx', async () => {
      const failures: string[] = [];
      let sent = 0;
      const statuses: Record<string, string> = {};
      for (const { template, method, operation } of await operations()) {
        for (const valid of [true, false]) {
          const arbitrary = requests(template, operation, valid);
          await fc
            .assert(
              fc.asyncProperty(arbitrary, async (request) => {
                if (request === undefined) return;
                const search = new URLSearchParams(request.query).toString();
                const response = await send(method, `${request.path}${search ? `?${search}` : ''}`, {
                  ...(request.token === 'none' ? {} : { token: tokens[request.token] }),
                  ...(request.body ? { type: request.body.type, body: request.body.bytes } : {}),
                });
                sent += 1;
                const key = `${method} ${template} ${valid ? 'valid' : 'invalid'}`;
                statuses[key] = `${statuses[key] ?? ''} ${response.status}`;
                const why = await problem(operation, request, response);
                if (why) throw new Error(`${method} ${request.path}?${search} → ${why}`);
              }),
              { numRuns: valid ? RUNS.valid : RUNS.invalid, seed: SEED, endOnFailure: true },
            )
            .catch((error: Error) =>
              failures.push(
                `${template} (${valid ? 'valid' : 'invalid'}): ${(error.cause as Error | undefined)?.message ?? error.message}`,
              ),
            );
        }
      }
      if (process.env['CONFORMANCE_DEBUG']) console.log(statuses);
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(500);
    });

    it('describes every JSON success: the fields of `data`, not a bare object', async () => {
      const bare: string[] = [];
      for (const { template, method, operation } of await operations()) {
        const schema = operation.responses['200']?.content?.['application/json']?.schema;
        if (!schema) continue;
        const data = (schema['properties'] as Record<string, Schema>)['data']!;
        const described = data['properties'] ?? (data['items'] as Schema | undefined)?.['properties'];
        if (!described) bare.push(`${method} ${template}`);
      }
      expect(bare).toEqual([]);
    });

    it('answers a text/plain body 415 unsupported_media_type, as documented, on every route that reads a body', async () => {
      const wrong: string[] = [];
      for (const { template, method, operation } of await operations()) {
        if (method === 'GET') continue;
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(dictionary[name]?.[0] ?? 'igbo'));
        const response = await send(method, path, { token: tokens.learner, type: 'text/plain', body: 'hello' });
        const body = (await response.json()) as { code?: string };
        if (response.status !== 415 || body.code !== 'unsupported_media_type' || !operation.responses['415'])
          wrong.push(`${method} ${template}: ${response.status} ${body.code}`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers a body over its stated limit 413 too_large, as documented, on every route that reads a body', async () => {
      const wrong: string[] = [];
      for (const { template, method, operation } of await operations()) {
        if (method === 'GET') continue;
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(dictionary[name]?.[0] ?? 'igbo'));
        const recording = operation.requestBody?.content['audio/mpeg'] !== undefined;
        const body = recording
          ? { type: 'audio/mpeg', body: new Uint8Array(BODY_LIMITS.recording + 1) }
          : { type: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(BODY_LIMITS.json) }) };
        const response = await send(method, path, { token: tokens.learner, ...body });
        const answer = (await response.json()) as { code?: string };
        if (response.status !== 413 || answer.code !== 'too_large' || !operation.responses['413'])
          wrong.push(`${method} ${template}: ${response.status} ${answer.code}`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers a method a path does not have 405 with Allow, before reading any body', async () => {
      const wrong: string[] = [];
      for (const template of Object.keys((await setUp()).paths)) {
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(dictionary[name]?.[0] ?? 'igbo'));
        // Every documented path the URL is an instance of ('/api/audio/clips/mine' is one of '…/clips/{clipId}' too).
        const documented = Object.entries((await setUp()).paths)
          .filter(([other]) => new RegExp(`^${other.replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
          .flatMap(([, others]) => Object.keys(others).map((m) => m.toUpperCase()));
        const allow = [...new Set([...documented, ...(documented.includes('GET') ? ['HEAD'] : [])])].sort().join(', ');
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'QUERY'].filter(
          (m) => !documented.includes(m),
        )) {
          // A broken JSON body too (where a method can carry one): the 405 comes before any body is read.
          const body = method === 'GET' ? {} : { type: 'application/json', body: '{' };
          const response = await send(method, path, { token: tokens.learner, ...body });
          const answer = (await response.json()) as { success?: boolean; code?: string };
          if (
            response.status !== 405 ||
            response.headers.get('allow') !== allow ||
            answer.code !== 'method_not_allowed'
          )
            wrong.push(`${method} ${path}: ${response.status} allow=${response.headers.get('allow')} ${answer.code}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
