// The hostile-input battery's kinds: each a name, the area it attacks and the real requests it sends. The areas are
// those of the 2026-11-27 reliability probe: /auth/v1, the product API by route group, static paths and raw HTTP.
import { createHmac, randomUUID } from 'node:crypto';
import type { Probe } from './hostile-probe.ts';

export const AREAS = [
  'auth',
  'completions',
  'enrolment',
  'catalogue',
  'practice',
  'finish-stats',
  'uploads',
  'reviews',
  'clip-ids',
  'admin',
  'static',
  'raw-http',
] as const;
export type Area = (typeof AREAS)[number];

export interface Account {
  email: string;
  id: string;
  token: string;
  refresh: string;
}

/** What the kinds attack with: the signed-up roles and the ids the setup made. */
export interface BatteryContext {
  learner: Account;
  /** A second learner, whose ids the first must not reach. */
  other: Account;
  reviewer: Account;
  admin: Account;
  /** The admin API's key (AUTH_SERVICE_ROLE_KEY of the server under test). */
  serviceKey: string;
  /** A pending clip the learner uploaded (igbo). */
  clipId: string;
  /** Practice answers the learner and the other learner sent (igbo). */
  answerIds: string[];
  otherAnswerIds: string[];
  /** Practice item ids of the learner's igbo course. */
  itemIds: string[];
  /** A valid MP3 take. */
  mp3: Buffer;
}

export interface Kind {
  kind: string;
  area: Area;
  requests(probe: Probe, context: BatteryContext): Promise<unknown>;
}

const now = () => new Date().toISOString();
const DAY = 86_400_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};
const deepRaw = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const close = 'Connection: close\r\n';
const raw = (line: string, headers = '', body = '') => `${line}\r\nHost: 127.0.0.1\r\n${headers}${close}\r\n${body}`;

const completion = (extra: Record<string, unknown> = {}) => ({
  language: 'igbo',
  lessonId: '1-0',
  score: 90,
  timeSpent: 120,
  attempts: 1,
  mistakes: 0,
  hintsUsed: 0,
  completionId: randomUUID(),
  completedAt: now(),
  timeZone: 'Africa/Lagos',
  ...extra,
});
const answer = (itemId: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  itemId,
  direction: 'recognise',
  kind: 'right',
  responseMs: 8000,
  answeredAt: now(),
  ...extra,
});
const finishBody = (answerIds: string[], extra: Record<string, unknown> = {}) => ({
  sessionId: randomUUID(),
  answerIds,
  finishedAt: now(),
  timeZone: 'UTC',
  ...extra,
});
const clipQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: 'CC-BY-SA-4.0', ...extra }).toString();

/** MP3 look-alikes the upload check must refuse. */
const fakeAudio: Record<string, () => Buffer> = {
  noise: () => Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 256)),
  'sync-spam': () => Buffer.alloc(20_000, 0xff),
  'huge-id3': () => Buffer.concat([Buffer.from('ID3\x04\x00\x00\x7f\x7f\x7f\x7f', 'latin1'), Buffer.alloc(1000)]),
  wav: () => Buffer.concat([Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(2000)]),
  ogg: () => Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(2000)]),
  flac: () => Buffer.concat([Buffer.from('fLaC\x00\x00\x00\x22', 'latin1'), Buffer.alloc(2000)]),
  mp4: () => Buffer.concat([Buffer.from('\x00\x00\x00\x20ftypisom', 'latin1'), Buffer.alloc(2000)]),
};

/** A JWT with any header and payload and a signature of the given key (or none). */
function jwt(header: object, payload: object, hmacKey?: string): string {
  const body = `${b64(header)}.${b64(payload)}`;
  const signature = hmacKey ? createHmac('sha256', hmacKey).update(body).digest('base64url') : '';
  return `${body}.${signature}`;
}
const claims = (c: BatteryContext, extra: Record<string, unknown> = {}) => ({
  sub: c.learner.id,
  aud: 'authenticated',
  role: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 3600,
  iat: Math.floor(Date.now() / 1000),
  app_metadata: { role: 'admin' },
  ...extra,
});
/** The learner's token with its payload replaced and the original signature kept. */
const tampered = (c: BatteryContext, extra: Record<string, unknown>) => {
  const [header, , signature] = c.learner.token.split('.');
  return `${header}.${b64(claims(c, extra))}.${signature}`;
};

const kinds: Kind[] = [];
const add = (area: Area, kind: string, requests: Kind['requests']) => kinds.push({ kind, area, requests });
const post = (p: Probe, path: string, json: unknown, token?: string) => p.http(path, { json, ...(token ? { token } : {}) });

// ---- /auth/v1 ----
const signup = (p: Probe, json: unknown) => post(p, '/auth/v1/signup', json);
const fresh = () => `hostile.${randomUUID()}@example.com`;
add('auth', 'signup: no body', (p) => p.http('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'application/json' } }));
add('auth', 'signup: malformed JSON', (p) => p.http('/auth/v1/signup', { body: '{"email":', headers: { 'content-type': 'application/json' } }));
add('auth', 'signup: array body', (p) => signup(p, [fresh(), 'x']));
add('auth', 'signup: email of the wrong type', (p) => signup(p, { email: 42, password: 'Correct-Horse9' }));
add('auth', 'signup: 5,000-character email', (p) => signup(p, { email: `${'a'.repeat(5000)}@example.com`, password: 'Correct-Horse9' }));
add('auth', 'signup: NUL in the email', (p) => signup(p, { email: `a\u0000b@example.com`, password: 'Correct-Horse9' }));
add('auth', 'signup: short password', (p) => signup(p, { email: fresh(), password: 'a' }));
add('auth', 'signup: unpaired surrogate in the password', (p) =>
  p.http('/auth/v1/signup', { body: `{"email":"${fresh()}","password":"Correct\\ud800Horse9"}`, headers: { 'content-type': 'application/json' } }),
);
add('auth', 'signup: 100 KB password', (p) => signup(p, { email: fresh(), password: 'x'.repeat(100_000) }));
add('auth', 'signup: metadata nested 9 levels', (p) => signup(p, { email: fresh(), password: 'Correct-Horse9', data: deep(9) }));
add('auth', 'signup: metadata nested 6,000 levels', (p) =>
  p.http('/auth/v1/signup', { body: `{"email":"${fresh()}","password":"Correct-Horse9","data":${deepRaw(6000)}}`, headers: { 'content-type': 'application/json' } }),
);
add('auth', 'signup: NUL as a metadata key', (p) => signup(p, { email: fresh(), password: 'Correct-Horse9', data: { 'a\u0000': 1 } }));
add('auth', 'signup: bidi control in the display name', (p) => signup(p, { email: fresh(), password: 'Correct-Horse9', data: { display_name: '\u202eevil' } }));
add('auth', 'signup: form-encoded body', (p) =>
  p.http('/auth/v1/signup', { body: `email=${fresh()}&password=Correct-Horse9`, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } }),
);
add('auth', 'signup: multipart body', (p) =>
  p.http('/auth/v1/signup', { body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
);
add('auth', 'signup: text/plain body', (p) => p.http('/auth/v1/signup', { body: '{}', headers: { 'content-type': 'text/plain' } }));
add('auth', 'signup: duplicate JSON keys', (p) =>
  p.http('/auth/v1/signup', { body: `{"email":"${fresh()}","email":"${fresh()}","password":"Correct-Horse9"}`, headers: { 'content-type': 'application/json' } }),
);
add('auth', 'signup: __proto__ in the metadata', (p) =>
  p.http('/auth/v1/signup', { body: `{"email":"${fresh()}","password":"Correct-Horse9","data":{"__proto__":{"role":"admin"}},"__proto__":{"x":1}}`, headers: { 'content-type': 'application/json' } }),
);
add('auth', 'signup: 70 KB body', (p) => signup(p, { email: fresh(), password: 'Correct-Horse9', data: { note: 'x'.repeat(70_000) } }));
add('auth', 'token: unknown grant type', (p) => post(p, '/auth/v1/token?grant_type=magic', { email: 'a@b.c' }));
add('auth', 'token: no grant type', (p) => post(p, '/auth/v1/token', { email: 'a@b.c', password: 'x' }));
add('auth', 'token: grant type twice', (p) => post(p, '/auth/v1/token?grant_type=password&grant_type=refresh_token', {}));
add('auth', 'token: wrong password', (p, c) => post(p, '/auth/v1/token?grant_type=password', { email: c.other.email, password: 'wrong-password-1' }));
add('auth', 'token: password without an email', (p) => post(p, '/auth/v1/token?grant_type=password', { password: 'Correct-Horse9' }));
add('auth', 'token: garbage refresh token', (p) => post(p, '/auth/v1/token?grant_type=refresh_token', { refresh_token: '\u0000\ud800garbage' }));
add('auth', 'token: 10 KB refresh token', (p) => post(p, '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'r'.repeat(10_000) }));
add('auth', 'token: refresh token of the wrong type', (p) => post(p, '/auth/v1/token?grant_type=refresh_token', { refresh_token: { $ne: null } }));
add('auth', 'token: bogus PKCE code', (p) => post(p, '/auth/v1/token?grant_type=pkce', { auth_code: randomUUID(), code_verifier: 'v'.repeat(50) }));
add('auth', 'token: id_token grant with garbage', (p) => post(p, '/auth/v1/token?grant_type=id_token', { provider: 'google', id_token: 'a.b.c' }));
add('auth', 'user: no token', (p) => p.http('/auth/v1/user'));
add('auth', 'user: garbage token', (p) => p.http('/auth/v1/user', { token: 'garbage' }));
add('auth', 'user: alg none', (p, c) => p.http('/auth/v1/user', { token: jwt({ alg: 'none', typ: 'JWT' }, claims(c)) }));
add('auth', 'user: alg NONE', (p, c) => p.http('/auth/v1/user', { token: jwt({ alg: 'NONE', typ: 'JWT' }, claims(c)) }));
add('auth', 'user: two-part token', (p, c) => p.http('/auth/v1/user', { token: c.learner.token.split('.').slice(0, 2).join('.') }));
add('auth', 'user: HS256 keyed with the public key', async (p, c) => {
  const jwks = await p.http('/auth/v1/.well-known/jwks.json');
  const key = jwks.text;
  await p.http('/auth/v1/user', { token: jwt({ alg: 'HS256', typ: 'JWT' }, claims(c), key) });
});
add('auth', 'user: embedded jwk header', (p, c) => p.http('/auth/v1/user', { token: jwt({ alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' } }, claims(c), 'x') }));
add('auth', 'user: tampered sub', (p, c) => p.http('/auth/v1/user', { token: tampered(c, { sub: c.other.id }) }));
add('auth', 'user: sub not a UUID', (p, c) => p.http('/api/me', { token: tampered(c, { sub: "' or 1=1 --" }) }));
add('auth', 'user: update with reserved identity keys', (p, c) =>
  p.http('/auth/v1/user', { method: 'PUT', token: c.other.token, json: { data: { sub: randomUUID(), email: 'someone@example.com', role: 'admin' } } }),
);
add('auth', 'user: update nested 9 levels', (p, c) => p.http('/auth/v1/user', { method: 'PUT', token: c.other.token, json: { data: deep(9) } }));
add('auth', 'user: update with a surrogate password', (p, c) =>
  p.http('/auth/v1/user', { method: 'PUT', token: c.other.token, body: '{"password":"Correct\\udfffHorse9"}', headers: { 'content-type': 'application/json' } }),
);
add('auth', 'user: update with an invalid e-mail', (p, c) => p.http('/auth/v1/user', { method: 'PUT', token: c.other.token, json: { email: 'not an email' } }));
add('auth', 'verify: unknown type', (p) => p.http('/auth/v1/verify?type=teleport&token=abc&redirect_to=https://evil.example'));
add('auth', 'verify: token given twice', (p) => p.http('/auth/v1/verify?type=signup&token=a&token=b'));
add('auth', 'verify: POST with garbage', (p) => post(p, '/auth/v1/verify', { type: 'signup', token: '\u0000', email: 5 }));
add('auth', 'authorize: unknown provider', (p) => p.http('/auth/v1/authorize?provider=evil'));
add('auth', 'authorize: provider twice', (p) => p.http('/auth/v1/authorize?provider=google&provider=apple'));
add('auth', 'authorize: foreign redirect', (p) => p.http('/auth/v1/authorize?provider=google&redirect_to=https://evil.example/'));
add('auth', 'callback: garbage state', (p) => p.http('/auth/v1/callback?state=%00%ff&code=x'));
add('auth', 'recover: not an e-mail', (p) => post(p, '/auth/v1/recover', { email: '<script>' }));
add('auth', 'otp: no address', (p) => post(p, '/auth/v1/otp', {}));
add('auth', 'resend: unknown type', (p) => post(p, '/auth/v1/resend', { type: 'sms', email: 'a@b.c' }));
add('auth', 'logout: unknown scope', (p, c) => p.http('/auth/v1/logout?scope=everyone', { method: 'POST', token: tampered(c, {}) }));
add('auth', 'factors: without a session', (p) => post(p, '/auth/v1/factors', { factor_type: 'totp' }));
add('auth', 'factors: unknown factor type', (p, c) => post(p, '/auth/v1/factors', { factor_type: 'sms' }, c.other.token));
add('auth', 'admin API: no key', (p) => p.http('/auth/v1/admin/users'));
add('auth', 'admin API: a learner token', (p, c) => p.http('/auth/v1/admin/users', { token: c.learner.token }));
add('auth', 'admin API: page of the wrong type', (p, c) => p.http('/auth/v1/admin/users?page=-1&per_page=1e9', { token: c.serviceKey, headers: { apikey: c.serviceKey } }));
add('auth', 'admin API: user id not a UUID', (p, c) => p.http('/auth/v1/admin/users/%00..%2f', { method: 'PUT', token: c.serviceKey, json: { app_metadata: { role: 'admin' } } }));
add('auth', 'admin API: app_metadata nested deep', (p, c) => p.http(`/auth/v1/admin/users/${c.other.id}`, { method: 'PUT', token: c.serviceKey, json: { app_metadata: deep(12) } }));
add('auth', 'admin API: generate_link of an unknown type', (p, c) => post(p, '/auth/v1/admin/generate_link', { type: 'teleport', email: 'a@b.c' }, c.serviceKey));
add('auth', 'admin API: ban of a nonsense duration', (p, c) => p.http(`/auth/v1/admin/users/${randomUUID()}`, { method: 'PUT', token: c.serviceKey, json: { ban_duration: '99999999999h' } }));
add('auth', 'settings: POST', (p) => post(p, '/auth/v1/settings', {}));
add('auth', 'jwks: odd method', (p) => p.http('/auth/v1/.well-known/jwks.json', { method: 'DELETE' }));

// ---- /api: completions and heart losses ----
const complete = (p: Probe, c: BatteryContext, json: unknown) => post(p, '/api/progress/lesson/complete', json, c.learner.token);
add('completions', 'completion: empty body', (p, c) => p.http('/api/progress/lesson/complete', { method: 'POST', token: c.learner.token, headers: { 'content-type': 'application/json' } }));
add('completions', 'completion: array body', (p, c) => complete(p, c, [completion()]));
add('completions', 'completion: no fields', (p, c) => complete(p, c, {}));
add('completions', 'completion: score as a string', (p, c) => complete(p, c, completion({ score: '90' })));
add('completions', 'completion: negative score', (p, c) => complete(p, c, completion({ score: -1 })));
add('completions', 'completion: score 1e308', (p, c) => complete(p, c, completion({ score: 1e308 })));
add('completions', 'completion: malformed lesson id', (p, c) => complete(p, c, completion({ lessonId: '1-0; drop table users' })));
add('completions', 'completion: 10 KB lesson id', (p, c) => complete(p, c, completion({ lessonId: `1-${'0'.repeat(10_000)}` })));
add('completions', 'completion: unknown language', (p, c) => complete(p, c, completion({ language: 'klingon' })));
add('completions', 'completion: upper-case language', (p, c) => complete(p, c, completion({ language: 'IGBO' })));
add('completions', 'completion: completedAt in year 0000', (p, c) => complete(p, c, completion({ completedAt: '0000-01-01T00:00:00Z' })));
add('completions', 'completion: completedAt 9999-12-31 in Lagos', (p, c) => complete(p, c, completion({ completedAt: '9999-12-31T23:59:59Z' })));
add('completions', 'completion: completedAt a week ahead', (p, c) => complete(p, c, completion({ completedAt: new Date(Date.now() + 7 * DAY).toISOString() })));
add('completions', 'completion: completedAt 31 days ago', (p, c) => complete(p, c, completion({ completedAt: new Date(Date.now() - 31 * DAY).toISOString() })));
add('completions', 'completion: completedAt not a date', (p, c) => complete(p, c, completion({ completedAt: 'yesterday' })));
add('completions', 'completion: February 30th', (p, c) => complete(p, c, completion({ completedAt: '2026-02-30T10:00:00Z' })));
add('completions', 'completion: unknown time zone', (p, c) => complete(p, c, completion({ timeZone: 'Mars/Olympus_Mons' })));
add('completions', 'completion: 1 KB time zone', (p, c) => complete(p, c, completion({ timeZone: 'A'.repeat(1024) })));
add('completions', 'completion: completion id not a UUID', (p, c) => complete(p, c, completion({ completionId: 'x' })));
add('completions', 'completion: unknown field', (p, c) => complete(p, c, completion({ xp: 1_000_000 })));
add('completions', 'completion: locked lesson', (p, c) => complete(p, c, completion({ lessonId: '6-6' })));
add('completions', 'completion: 20 KB body', (p, c) => complete(p, c, completion({ pad: 'x'.repeat(20_000) })));
add('completions', 'completion: JSON nested 8,000 levels', (p, c) => p.http('/api/progress/lesson/complete', { token: c.learner.token, body: deepRaw(8000), headers: { 'content-type': 'application/json' } }));
add('completions', 'completion: malformed JSON', (p, c) => p.http('/api/progress/lesson/complete', { token: c.learner.token, body: '{"language":"igbo",', headers: { 'content-type': 'application/json' } }));
add('completions', 'completion: text/plain body', (p, c) => p.http('/api/progress/lesson/complete', { token: c.learner.token, body: JSON.stringify(completion()), headers: { 'content-type': 'text/plain' } }));
add('completions', 'completion: NUL in the lesson id', (p, c) => complete(p, c, completion({ lessonId: '1-0\u0000' })));
add('completions', 'completion: replay of one completion id', async (p, c) => {
  const body = completion();
  await complete(p, c, body);
  await complete(p, c, body);
});
add('completions', 'completion: another learner’s completion id', async (p, c) => {
  const body = completion();
  await complete(p, c, body);
  await post(p, '/api/progress/lesson/complete', body, c.other.token);
});
add('completions', 'completion: without a token', (p) => post(p, '/api/progress/lesson/complete', completion()));
const loss = (extra: Record<string, unknown> = {}) => ({ lossId: randomUUID(), lessonId: '1-2', attemptId: randomUUID(), lostAt: now(), timeZone: 'UTC', ...extra });
add('completions', 'heart loss: loss id not a UUID', (p, c) => post(p, '/api/progress/igbo/heart-losses', loss({ lossId: '1' }), c.learner.token));
add('completions', 'heart loss: lostAt in year 9999', (p, c) => post(p, '/api/progress/igbo/heart-losses', loss({ lostAt: '9999-12-31T23:59:59Z' }), c.learner.token));
add('completions', 'heart loss: unknown language', (p, c) => post(p, '/api/progress/xx/heart-losses', loss(), c.learner.token));
add('completions', 'heart loss: replayed loss id', async (p, c) => {
  const body = loss();
  await post(p, '/api/progress/igbo/heart-losses', body, c.learner.token);
  await post(p, '/api/progress/igbo/heart-losses', body, c.learner.token);
});

// ---- /api: enrolment ----
add('enrolment', 'enrol: unknown language', (p, c) => p.http('/api/languages/klingon/enroll', { method: 'POST', token: c.learner.token }));
add('enrolment', 'enrol: 2 KB language code', (p, c) => p.http(`/api/languages/${'a'.repeat(2048)}/enroll`, { method: 'POST', token: c.learner.token }));
add('enrolment', 'enrol: 20 KB body', (p, c) => post(p, '/api/languages/igbo/enroll', { pad: 'x'.repeat(20_000) }, c.learner.token));
add('enrolment', 'enrol: malformed JSON', (p, c) => p.http('/api/languages/igbo/enroll', { token: c.learner.token, body: '{', headers: { 'content-type': 'application/json' } }));
add('enrolment', 'enrol: without a token', (p) => p.http('/api/languages/igbo/enroll', { method: 'POST' }));
add('enrolment', 'enrol: twice', async (p, c) => {
  await p.http('/api/languages/yoruba/enroll', { method: 'POST', token: c.learner.token });
  await p.http('/api/languages/yoruba/enroll', { method: 'POST', token: c.learner.token });
});
add('enrolment', 'enrolled: unknown time zone', (p, c) => p.http('/api/languages/user/enrolled?timeZone=Nowhere/Land', { token: c.learner.token }));
add('enrolment', 'enrolled: time zone twice', (p, c) => p.http('/api/languages/user/enrolled?timeZone=UTC&timeZone=UTC', { token: c.learner.token }));

// ---- /api: catalogue and profile ----
add('catalogue', 'languages: unknown status filter', (p) => p.http('/api/languages?status=%27%3B--'));
add('catalogue', 'languages: featured not a boolean', (p) => p.http('/api/languages?featured=maybe'));
add('catalogue', 'languages: status twice', (p) => p.http('/api/languages?status=active&status=beta'));
add('catalogue', 'language: NUL code', (p) => p.http('/api/languages/%00'));
add('catalogue', 'language: invalid UTF-8 code', (p) => p.http('/api/languages/%ff%fe'));
add('catalogue', 'course: traversal in the id', (p) => p.http('/api/languages/igbo/courses/..%2f..%2fpackage.json'));
add('catalogue', 'course: 5 KB id', (p) => p.http(`/api/languages/igbo/courses/${'c'.repeat(5000)}`));
add('catalogue', 'lesson: 5 KB id', (p) => p.http(`/api/languages/lessons/${'1'.repeat(5000)}`));
add('catalogue', 'lesson: SQL in the id', (p) => p.http(`/api/languages/lessons/${encodeURIComponent("1-0' OR '1'='1")}`));
add('catalogue', 'overview: unknown time zone', (p, c) => p.http('/api/progress/overview?timeZone=Mars/Base', { token: c.learner.token }));
add('catalogue', 'progress: unknown language', (p, c) => p.http('/api/progress/language/xx', { token: c.learner.token }));
add('catalogue', 'profile: time zone with NUL', (p, c) => p.http('/api/user/profile?timeZone=UTC%00', { token: c.learner.token }));
add('catalogue', 'me: empty bearer', (p) => p.http('/api/me', { headers: { authorization: 'Bearer ' } }));
add('catalogue', 'me: basic auth', (p) => p.http('/api/me', { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } }));
add('catalogue', 'me: 8 KB token', (p) => p.http('/api/me', { token: 'e'.repeat(8000) }));
add('catalogue', 'reports: unknown reason', (p, c) => post(p, '/api/reports', { reportId: randomUUID(), language: 'igbo', exerciseKind: 'quiz', reason: 'spite', lessonId: '1-2' }, c.learner.token));
add('catalogue', 'reports: 300-entry expected answers', (p, c) =>
  post(p, '/api/reports', { reportId: randomUUID(), language: 'igbo', exerciseKind: 'quiz', reason: 'other', lessonId: '1-2', expectedAnswers: Array(300).fill('a') }, c.learner.token),
);
add('catalogue', 'reports: bidi control in the comment', (p, c) =>
  post(p, '/api/reports', { reportId: randomUUID(), language: 'igbo', exerciseKind: 'quiz', reason: 'other', lessonId: '1-2', comment: '\u202e\u0000' }, c.learner.token),
);
add('catalogue', 'openapi: odd method', (p) => p.http('/api/openapi.json', { method: 'PUT', json: {} }));
add('catalogue', 'api: unknown route', (p) => p.http('/api/../../etc/passwd'));
add('catalogue', 'api: unsupported method', (p) => p.http('/api/languages', { method: 'PATCH', json: {} }));

// ---- /api: practice answers ----
const answers = (p: Probe, c: BatteryContext, list: unknown, language = 'igbo') => post(p, `/api/practice/${language}/answers`, { answers: list }, c.learner.token);
add('practice', 'practice: unknown language', (p, c) => p.http('/api/practice/klingon', { token: c.learner.token }));
add('practice', 'practice: without a token', (p) => p.http('/api/practice/igbo'));
add('practice', 'answers: empty list', (p, c) => answers(p, c, []));
add('practice', 'answers: 51 answers', (p, c) => answers(p, c, Array.from({ length: 51 }, () => answer(c.itemIds[0]!))));
add('practice', 'answers: unknown item', (p, c) => answers(p, c, [answer('vocabulary/does-not-exist')]));
add('practice', 'answers: unknown direction', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { direction: 'sideways' })]));
add('practice', 'answers: unknown verdict', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { kind: 'perfect' })]));
add('practice', 'answers: negative response time', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { responseMs: -5 })]));
add('practice', 'answers: response time 1e308', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { responseMs: 1e308 })]));
add('practice', 'answers: answeredAt in year 0000', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { answeredAt: '0000-01-01T00:00:00Z' })]));
add('practice', 'answers: answeredAt a day ahead', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { answeredAt: new Date(Date.now() + DAY).toISOString() })]));
add('practice', 'answers: id not a UUID', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { id: 'not-a-uuid' })]));
add('practice', 'answers: one id twice in a batch', (p, c) => {
  const a = answer(c.itemIds[1]!);
  return answers(p, c, [a, { ...a, kind: 'wrong' }]);
});
add('practice', 'answers: another learner’s answer id', (p, c) => answers(p, c, [answer(c.itemIds[0]!, { id: c.otherAnswerIds[0] })]));
add('practice', 'answers: item of another language', (p, c) => answers(p, c, [answer(c.itemIds[0]!)], 'swahili'));
add('practice', 'answers: item id with NUL', (p, c) => answers(p, c, [answer(`${c.itemIds[0]!}\u0000`)]));
add('practice', 'answers: answers not a list', (p, c) => answers(p, c, { 0: answer(c.itemIds[0]!) }));

// ---- /api: practice finish and stats ----
const finish = (p: Probe, c: BatteryContext, json: unknown, language = 'igbo', token = c.learner.token) => post(p, `/api/practice/${language}/finish`, json, token);
add('finish-stats', 'finish: no answer ids', (p, c) => finish(p, c, finishBody([])));
add('finish-stats', 'finish: 101 answer ids', (p, c) => finish(p, c, finishBody(Array.from({ length: 101 }, () => randomUUID()))));
add('finish-stats', 'finish: another learner’s answers', (p, c) => finish(p, c, finishBody(c.otherAnswerIds)));
add('finish-stats', 'finish: unknown answer ids', (p, c) => finish(p, c, finishBody([randomUUID()])));
add('finish-stats', 'finish: finishedAt in year 9999', (p, c) => finish(p, c, finishBody(c.answerIds, { finishedAt: '9999-12-31T23:59:59Z' })));
add('finish-stats', 'finish: finishedAt not a date', (p, c) => finish(p, c, finishBody(c.answerIds, { finishedAt: 'soon' })));
add('finish-stats', 'finish: unknown time zone', (p, c) => finish(p, c, finishBody(c.answerIds, { timeZone: 'Etc/Nowhere' })));
add('finish-stats', 'finish: session id not a UUID', (p, c) => finish(p, c, finishBody(c.answerIds, { sessionId: '1' })));
add('finish-stats', 'finish: replay of one session', async (p, c) => {
  const body = finishBody(c.answerIds);
  await finish(p, c, body);
  await finish(p, c, body);
});
add('finish-stats', 'finish: another learner’s session id', async (p, c) => {
  const body = finishBody(c.answerIds);
  await finish(p, c, body);
  await finish(p, c, { ...body, answerIds: c.otherAnswerIds }, 'igbo', c.other.token);
});
add('finish-stats', 'finish: a language without a record', (p, c) => finish(p, c, finishBody(c.answerIds), 'kriolu'));
add('finish-stats', 'stats: unknown time zone', (p, c) => p.http('/api/practice/igbo/stats?timeZone=Not/AZone', { token: c.learner.token }));
add('finish-stats', 'stats: time zone twice', (p, c) => p.http('/api/practice/igbo/stats?timeZone=UTC&timeZone=UTC', { token: c.learner.token }));
add('finish-stats', 'stats: unknown language', (p, c) => p.http('/api/practice/xx/stats?timeZone=UTC', { token: c.learner.token }));

// ---- /api: uploads ----
const upload = (p: Probe, token: string, query: string, body: Uint8Array, type = 'audio/mpeg', language = 'igbo') =>
  p.http(`/api/audio/${language}/clips?${query}`, { token, body, headers: { 'content-type': type } });
add('uploads', 'upload: no prompt', (p, c) => upload(p, c.learner.token, 'credit=Ada&licence=CC-BY-SA-4.0', c.mp3));
add('uploads', 'upload: prompt twice', (p, c) => upload(p, c.learner.token, `${clipQuery()}&prompt=vocabulary/ndewo`, c.mp3));
add('uploads', 'upload: unknown prompt', (p, c) => upload(p, c.learner.token, clipQuery({ prompt: 'vocabulary/../../etc' }), c.mp3));
add('uploads', 'upload: bidi control in the credit', (p, c) => upload(p, c.learner.token, clipQuery({ credit: '\u202eevil' }), c.mp3));
add('uploads', 'upload: 1 KB credit', (p, c) => upload(p, c.learner.token, clipQuery({ credit: 'c'.repeat(1024) }), c.mp3));
add('uploads', 'upload: NUL in the credit', (p, c) => upload(p, c.learner.token, clipQuery({ credit: 'A\u0000da' }), c.mp3));
add('uploads', 'upload: unknown licence', (p, c) => upload(p, c.learner.token, clipQuery({ licence: 'all-rights-mine' }), c.mp3));
add('uploads', 'upload: JSON body', (p, c) => upload(p, c.learner.token, clipQuery(), Buffer.from('"AAAA"'), 'application/json'));
add('uploads', 'upload: octet-stream', (p, c) => upload(p, c.learner.token, clipQuery(), c.mp3, 'application/octet-stream'));
add('uploads', 'upload: empty body', (p, c) => upload(p, c.learner.token, clipQuery(), new Uint8Array()));
add('uploads', 'upload: 600 KB body', (p, c) => upload(p, c.learner.token, clipQuery(), Buffer.alloc(600 * 1024, 0xff)));
for (const [name, bytes] of Object.entries(fakeAudio)) add('uploads', `upload: ${name} as an MP3`, (p, c) => upload(p, c.learner.token, clipQuery(), bytes()));
add('uploads', 'upload: truncated MP3', (p, c) => upload(p, c.learner.token, clipQuery(), c.mp3.subarray(0, 300)));
add('uploads', 'upload: not a declared speaker', (p, c) => upload(p, c.other.token, clipQuery(), c.mp3));
add('uploads', 'upload: unknown language', (p, c) => upload(p, c.learner.token, clipQuery(), c.mp3, 'audio/mpeg', 'klingon'));
add('uploads', 'upload: without a token', (p, c) => p.http(`/api/audio/igbo/clips?${clipQuery()}`, { body: c.mp3, headers: { 'content-type': 'audio/mpeg' } }));
add('uploads', 'speaker: unknown language', (p, c) => p.http('/api/audio/xx/speaker', { method: 'POST', token: c.learner.token }));
add('uploads', 'speaker: with a body', (p, c) => post(p, '/api/audio/igbo/speaker', { role: 'admin' }, c.other.token));
add('uploads', 'prompts: unknown language', (p, c) => p.http('/api/audio/%2e%2e/prompts', { token: c.learner.token }));
add('uploads', 'recordings: query junk', (p) => p.http('/api/audio/igbo/recordings?limit=-1&limit=1e9'));

// ---- /api: reviews ----
const review = (p: Probe, token: string, id: string, json: unknown) => post(p, `/api/audio/clips/${id}/review`, json, token);
add('reviews', 'review: as a learner', (p, c) => review(p, c.other.token, c.clipId, { verdict: 'approve' }));
add('reviews', 'review: unknown verdict', (p, c) => review(p, c.reviewer.token, c.clipId, { verdict: 'maybe' }));
add('reviews', 'review: reject without a reason', (p, c) => review(p, c.reviewer.token, c.clipId, { verdict: 'reject' }));
add('reviews', 'review: unknown reason', (p, c) => review(p, c.reviewer.token, c.clipId, { verdict: 'reject', reason: 'ugly' }));
add('reviews', 'review: unknown field', (p, c) => review(p, c.reviewer.token, c.clipId, { verdict: 'approve', weight: 100 }));
add('reviews', 'review: own clip', async (p, c) => {
  const own = await upload(p, c.reviewer.token, clipQuery(), c.mp3);
  const id = (JSON.parse(own.text || '{}') as { data?: { id?: string } }).data?.id ?? randomUUID();
  await review(p, c.reviewer.token, id, { verdict: 'approve' });
});
add('reviews', 'review: unknown clip', (p, c) => review(p, c.admin.token, randomUUID(), { verdict: 'approve' }));
add('reviews', 'review: clip id not a UUID', (p, c) => review(p, c.admin.token, 'x%00y', { verdict: 'approve' }));
add('reviews', 'review: text/plain body', (p, c) => p.http(`/api/audio/clips/${c.clipId}/review`, { token: c.reviewer.token, body: '{"verdict":"approve"}', headers: { 'content-type': 'text/plain' } }));
add('reviews', 'review: without a token', (p, c) => post(p, `/api/audio/clips/${c.clipId}/review`, { verdict: 'approve' }));
add('reviews', 'pending: as a learner', (p, c) => p.http('/api/audio/igbo/clips/pending', { token: c.other.token }));
add('reviews', 'pending: another language as a reviewer', (p, c) => p.http('/api/audio/yoruba/clips/pending', { token: c.reviewer.token }));
add('reviews', 'pending: unknown language', (p, c) => p.http('/api/audio/xx/clips/pending', { token: c.admin.token }));

// ---- /api: clip ids ----
add('clip-ids', 'clip audio: id not a UUID', (p, c) => p.http('/api/audio/clips/not-a-uuid/audio', { token: c.learner.token }));
add('clip-ids', 'clip audio: 5 KB id', (p, c) => p.http(`/api/audio/clips/${'f'.repeat(5000)}/audio`, { token: c.learner.token }));
add('clip-ids', 'clip audio: NUL id', (p, c) => p.http('/api/audio/clips/%00/audio', { token: c.learner.token }));
add('clip-ids', 'clip audio: nil UUID', (p, c) => p.http('/api/audio/clips/00000000-0000-0000-0000-000000000000/audio', { token: c.learner.token }));
add('clip-ids', 'clip audio: all-f UUID', (p, c) => p.http('/api/audio/clips/ffffffff-ffff-ffff-ffff-ffffffffffff/audio', { token: c.learner.token }));
add('clip-ids', 'clip audio: another learner’s clip', (p, c) => p.http(`/api/audio/clips/${c.clipId}/audio`, { token: c.other.token }));
add('clip-ids', 'clip delete: another learner’s clip', (p, c) => p.http(`/api/audio/clips/${c.clipId}`, { method: 'DELETE', token: c.other.token }));
add('clip-ids', 'clip delete: unknown clip', (p, c) => p.http(`/api/audio/clips/${randomUUID()}`, { method: 'DELETE', token: c.learner.token }));
add('clip-ids', 'clip delete: id not a UUID', (p, c) => p.http('/api/audio/clips/%27%3B', { method: 'DELETE', token: c.learner.token }));
add('clip-ids', 'clips mine: query junk', (p, c) => p.http('/api/audio/clips/mine?state=%00&state=x', { token: c.learner.token }));
add('clip-ids', 'clip audio: upper-case UUID', (p, c) => p.http(`/api/audio/clips/${c.clipId.toUpperCase()}/audio`, { token: c.learner.token }));

// ---- /api: admin ----
for (const path of ['/api/admin/stats', '/api/admin/content', '/api/admin/users', '/api/admin/settings', '/api/admin/reports'])
  add('admin', `admin as a learner: ${path}`, (p, c) => p.http(path, { token: c.learner.token }));
add('admin', 'admin as a reviewer: audit', (p, c) => p.http('/api/admin/audit', { token: c.reviewer.token }));
add('admin', 'users: NUL search', (p, c) => p.http('/api/admin/users?search=%00', { token: c.admin.token }));
add('admin', 'users: NUL inside the search', (p, c) => p.http('/api/admin/users?search=a%00b', { token: c.admin.token }));
add('admin', 'users: LIKE wildcards', (p, c) => p.http('/api/admin/users?search=%25%5F%5C', { token: c.admin.token }));
add('admin', 'users: 5 KB search', (p, c) => p.http(`/api/admin/users?search=${'s'.repeat(5000)}`, { token: c.admin.token }));
add('admin', 'users: invalid UTF-8 search', (p, c) => p.http('/api/admin/users?search=%ff%fe', { token: c.admin.token }));
add('admin', 'users: negative page', (p, c) => p.http('/api/admin/users?page=-1', { token: c.admin.token }));
add('admin', 'users: page 1e12', (p, c) => p.http('/api/admin/users?page=1000000000000', { token: c.admin.token }));
add('admin', 'users: page size 0', (p, c) => p.http('/api/admin/users?pageSize=0', { token: c.admin.token }));
add('admin', 'users: page size 1e9', (p, c) => p.http('/api/admin/users?pageSize=1000000000', { token: c.admin.token }));
add('admin', 'users: search twice', (p, c) => p.http('/api/admin/users?search=a&search=b', { token: c.admin.token }));
add('admin', 'reports: unknown status', (p, c) => p.http('/api/admin/reports?status=%00', { token: c.admin.token }));
add('admin', 'reports: update of an unknown report', (p, c) => post(p, `/api/admin/reports/${randomUUID()}`, { status: 'resolved' }, c.admin.token));
add('admin', 'reports: update with a bad id', (p, c) => post(p, '/api/admin/reports/1%20or%201', { status: 'resolved' }, c.admin.token));
add('admin', 'reports: 1 KB note', (p, c) => post(p, `/api/admin/reports/${randomUUID()}`, { status: 'resolved', note: 'n'.repeat(1024) }, c.admin.token));
add('admin', 'audit: limit not a number', (p, c) => p.http('/api/admin/audit?limit=all', { token: c.admin.token }));
add('admin', 'audit: user id not a UUID', (p, c) => p.http('/api/admin/audit?userId=%00', { token: c.admin.token }));
add('admin', 'audit: unknown event', (p, c) => p.http('/api/admin/audit?event=%27drop', { token: c.admin.token }));
add('admin', 'analytics: query junk', (p, c) => p.http('/api/admin/analytics?from=9999-99-99', { token: c.admin.token }));

// ---- static paths ----
const staticPaths: Record<string, string> = {
  'redirect: //evil.example/': '//evil.example/',
  'redirect: /\\evil.example/': '/\\evil.example/',
  'redirect: ///evil.example//': '///evil.example//',
  'traversal: ..%2f': '/..%2fpackage.json',
  'traversal: %2e%2e': '/%2e%2e/package.json',
  'traversal: double-encoded': '/%252e%252e/package.json',
  'traversal: overlong UTF-8': '/%c0%ae%c0%ae/package.json',
  'traversal: backslashes': '/..\\..\\package.json',
  'traversal: under _astro': '/_astro/..%2f..%2fpackage.json',
  'traversal: under audio': '/audio/igbo/..%2f..%2f..%2fpackage.json',
  'private: .env': '/.env',
  'private: .git/config': '/.git/config',
  'private: data/auth-keys.json': '/data/auth-keys.json',
  'private: .build/server.mjs': '/.build/server.mjs',
  'private: package.json': '/package.json',
  'private: src/server/app.ts': '/src/server/app.ts',
  'twin: course page .br': '/course/igbo.html.br',
  'twin: course page .gz': '/course/igbo.html.gz',
  'path: NUL': '/%00',
  'path: NUL before an extension': '/index.html%00.txt',
  'path: invalid UTF-8': '/%ff',
  'path: CRLF in a legacy lesson id': '/lesson/%0d%0aSet-Cookie:%20a=b',
  'path: bidi control': '/course/%E2%80%AEigbo',
  'path: unknown hashed asset': '/_astro/none.js',
  'path: error page directly': '/errors/404.html',
  'path: 8 KB': `/${'p'.repeat(8000)}`,
  'path: unknown level': '/course/igbo/level/level-999999999999',
  'path: unknown audio': '/audio/igbo/vocabulary/none.mp3',
};
for (const [name, path] of Object.entries(staticPaths)) add('static', `static ${name}`, (p) => p.raw(raw(`GET ${path} HTTP/1.1`)));
add('static', 'static range: past the end', (p) => p.http('/favicon.svg', { headers: { range: 'bytes=99999999-' } }));
add('static', 'static range: many ranges', (p) => p.http('/favicon.svg', { headers: { range: `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}` } }));
add('static', 'static range: malformed', (p) => p.http('/favicon.svg', { headers: { range: 'bytes=-0-' } }));
add('static', 'static: 7 KB If-None-Match', (p) => p.http('/', { headers: { 'if-none-match': 'W/"x"'.repeat(1400) } }));
add('static', 'static: odd Accept-Encoding', (p) => p.http('/', { headers: { 'accept-encoding': 'br;q=NaN, gzip;q=-1, *;q=2' } }));
add('static', 'static: POST to a page', (p) => p.http('/course/igbo', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }));
add('static', 'static: DELETE of a page', (p) => p.http('/course/igbo', { method: 'DELETE' }));
add('static', 'static: preflight from a foreign origin', (p) =>
  p.http('/api/languages', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }),
);

// ---- raw HTTP ----
const rawKinds: Record<string, () => (string | Buffer)[]> = {
  'two Content-Length headers': () => [raw('POST /api/languages/igbo/enroll HTTP/1.1', 'Content-Length: 2\r\nContent-Length: 3\r\nContent-Type: application/json\r\n', '{}')],
  'Content-Length and Transfer-Encoding': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n', '0\r\n\r\nGET /admin HTTP/1.1\r\n\r\n')],
  'Transfer-Encoding: chunked, identity': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Transfer-Encoding: chunked, identity\r\n', '0\r\n\r\n')],
  'Transfer-Encoding with a space before the colon': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Transfer-Encoding : chunked\r\n', '0\r\n\r\n')],
  'chunked with a bad size': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n', 'zz\r\n{}\r\n0\r\n\r\n')],
  'chunked with a huge size': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n', 'ffffffffffffffffff\r\n{}\r\n0\r\n\r\n')],
  'chunked 20 MB declared to the API': () => [raw('POST /api/progress/lesson/complete HTTP/1.1', 'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n', `1312D00\r\n${'x'.repeat(70_000)}`)],
  'chunked with a long extension': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n', `2;${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`)],
  'chunked with trailers': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n', '2\r\n{}\r\n0\r\nX-Trailer: 1\r\n\r\n')],
  'negative Content-Length': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Length: -1\r\n', '')],
  'non-numeric Content-Length': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Length: 1e3\r\n', '')],
  '20 MB Content-Length to the API': () => [raw('POST /api/progress/lesson/complete HTTP/1.1', 'Content-Length: 20000000\r\nContent-Type: application/json\r\n', '{')],
  'bare LF line endings': () => ['GET /health HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n'],
  'bare CR in a header': () => [raw('GET /health HTTP/1.1', 'X-A: a\rb\r\n')],
  'NUL in a header value': () => [raw('GET /health HTTP/1.1', 'X-A: a\u0000b\r\n')],
  'obs-fold header': () => [raw('GET /health HTTP/1.1', 'X-A: a\r\n b\r\n')],
  'header without a colon': () => [raw('GET /health HTTP/1.1', 'NoColonHere\r\n')],
  'space in a header name': () => [raw('GET /health HTTP/1.1', 'X A: b\r\n')],
  '70 KB header': () => [raw('GET /health HTTP/1.1', `X-Big: ${'b'.repeat(70_000)}\r\n`)],
  '2,000 headers': () => [raw('GET /health HTTP/1.1', Array.from({ length: 2000 }, (_, i) => `X-H${i}: v\r\n`).join(''))],
  '70 KB request line': () => [raw(`GET /${'u'.repeat(70_000)} HTTP/1.1`)],
  '70 KB query string to the API': () => [raw(`GET /api/languages?${'q=1&'.repeat(17_500)} HTTP/1.1`)],
  'HTTP/0.9 request': () => ['GET /\r\n\r\n'],
  'HTTP/1.0 without Host': () => ['GET /health HTTP/1.0\r\n\r\n'],
  'HTTP/1.1 without Host': () => ['GET /health HTTP/1.1\r\nConnection: close\r\n\r\n'],
  'two Host headers': () => [raw('GET / HTTP/1.1', 'Host: evil.example\r\n')],
  'Host with a path': () => ['GET /health HTTP/1.1\r\nHost: evil.example/x?y\r\nConnection: close\r\n\r\n'],
  'HTTP/2.0 in the request line': () => ['GET /health HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n'],
  'HTTP/1.2 in the request line': () => ['GET /health HTTP/1.2\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
  'lower-case method': () => [raw('get /health HTTP/1.1')],
  'unknown method': () => [raw('BREW /health HTTP/1.1')],
  'TRACE': () => [raw('TRACE / HTTP/1.1')],
  'CONNECT': () => [raw('CONNECT evil.example:443 HTTP/1.1')],
  'OPTIONS *': () => [raw('OPTIONS * HTTP/1.1')],
  'absolute-form target': () => [raw('GET http://evil.example/health HTTP/1.1')],
  'absolute-form target with userinfo': () => [raw('GET http://a:b@127.0.0.1/api/me HTTP/1.1')],
  'target without a leading slash': () => [raw('GET health HTTP/1.1')],
  'fragment in the target': () => [raw('GET /health#x HTTP/1.1')],
  'pipelined: 10 GETs': () => [Array.from({ length: 10 }, (_, i) => `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n${i === 9 ? close : ''}\r\n`).join('')],
  'pipelined: GETs with a bad request in the middle': () => [`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /\u0000 HTTP/1.1\r\n\r\nGET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n${close}\r\n`],
  'pipelined: POSTs with bodies': () => [
    Array.from({ length: 5 }, (_, i) => `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n${i === 4 ? close : ''}\r\n{}`).join(''),
  ],
  'pipelined: 100 requests in one write': () => [Array.from({ length: 100 }, (_, i) => `GET /api/languages HTTP/1.1\r\nHost: 127.0.0.1\r\n${i === 99 ? close : ''}\r\n`).join('')],
  'TLS ClientHello': () => [Buffer.from('16030100a5010000a103035e5a', 'hex'), Buffer.alloc(150, 1)],
  'HTTP/2 preface': () => ['PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', Buffer.from('000000040000000000', 'hex')],
  'h2c upgrade': () => [raw('GET /health HTTP/1.1', 'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\nConnection: Upgrade, HTTP2-Settings\r\n')],
  'WebSocket upgrade': () => [raw('GET /api/me HTTP/1.1', 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n')],
  'PROXY protocol line': () => ['PROXY TCP4 203.0.113.1 127.0.0.1 1234 4321\r\nGET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
  'blank lines before the request': () => [`${'\r\n'.repeat(50)}GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n${close}\r\n`],
  'binary junk': () => [Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131) % 256))],
  'Expect: 100-continue': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Expect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 2\r\n'), '{}'],
  'Expect: something else': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Expect: teapot\r\nContent-Length: 0\r\n')],
  'half-sent body, then the client closes': () => [raw('POST /api/progress/lesson/complete HTTP/1.1', 'Content-Type: application/json\r\nContent-Length: 500\r\n', '{"language":')],
  'spoofed X-Forwarded-For chain': () => [raw('GET /api/languages HTTP/1.1', 'X-Forwarded-For: 1.1.1.1, not-an-ip, ::ffff:999.1.1.1, \u00ff\r\nX-Real-IP: 10.0.0.1\r\n')],
  'Authorization header twice': () => [raw('GET /api/me HTTP/1.1', 'Authorization: Bearer a\r\nAuthorization: Bearer b\r\n')],
  'Content-Type twice': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Type: application/json\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n', '{}')],
  'charset nonsense in Content-Type': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Type: application/json; charset=utf-7\r\nContent-Length: 2\r\n', '{}')],
  'UTF-16 JSON body': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Type: application/json\r\nContent-Length: 6\r\n'), Buffer.from('\ufeff{}', 'utf16le')],
  'gzip Content-Encoding on a JSON body': () => [raw('POST /auth/v1/signup HTTP/1.1', 'Content-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\n', 'abcd')],
  'HEAD with a body': () => [raw('HEAD /health HTTP/1.1', 'Content-Length: 5\r\n', 'hello')],
  'GET with a body': () => [raw('GET /api/languages HTTP/1.1', 'Content-Length: 5\r\n', 'hello')],
  'Connection: keep-alive then close mid-header': () => ['GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Part'],
};
for (const [name, pieces] of Object.entries(rawKinds))
  add('raw-http', `raw: ${name}`, async (p) => {
    if (name.startsWith('half-sent') || name.startsWith('Connection: keep-alive then close')) {
      // The client sends part of a request and closes its side; the server must close too, not wait.
      await p.rawThenEnd(...pieces());
      return;
    }
    await p.raw(...pieces());
  });

/** Every kind of the battery, in the order they run. */
export const KINDS: readonly Kind[] = kinds;
