// The hostile-input battery's client: every request it sends (fetch for HTTP, raw sockets for framing) is timed and
// kept with the kind that sent it, so a run can count requests, 5xx answers, hangs and the slowest answer per kind.
import { connect } from 'node:net';

/** A request gets no answer within this long: a hang. */
export const HANG_MS = 10_000;

export interface Answer {
  kind: string;
  /** The HTTP status; 0 when the server closed the connection without answering. */
  status: number;
  ms: number;
  hang: boolean;
  /** Set when the client itself could not send the request (a mistake in the battery, not the server's answer). */
  clientError?: string;
}

export interface HttpInit {
  method?: string;
  token?: string;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as it is; give the content type in `headers`. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/**
 * The status of each answer in what a raw connection received, in order (several when pipelined: an answer's body
 * may end without a line break, so the next status line can follow any byte).
 */
export function rawStatuses(received: string): number[] {
  return [...received.matchAll(/HTTP\/1\.[01] ([1-5]\d\d)(?: [^\r\n]*)?\r\n/g)].map((m) => Number(m[1]));
}

export class Probe {
  readonly answers: Answer[] = [];
  kind = '';

  readonly url: string;
  readonly port: number;

  constructor(url: string, port: number) {
    this.url = url;
    this.port = port;
  }

  private keep(answer: Omit<Answer, 'kind'>): void {
    this.answers.push({ kind: this.kind, ...answer });
  }

  /** One HTTP request through fetch; a timeout is kept as a hang, a refusal by the client as a client error. */
  async http(path: string, init: HttpInit = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    };
    const method = init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET');
    const body: string | Uint8Array<ArrayBuffer> | undefined =
      init.json !== undefined ? JSON.stringify(init.json) : typeof init.body === 'string' ? init.body : init.body && new Uint8Array(init.body);
    const started = performance.now();
    try {
      const response = await fetch(`${this.url}${path}`, {
        method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(HANG_MS),
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      this.keep({ status: response.status, ms: performance.now() - started, hang: false });
      return { status: response.status, text };
    } catch (error) {
      const ms = performance.now() - started;
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        this.keep({ status: 0, ms, hang: true });
      } else {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const reset = cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
        this.keep({ status: 0, ms, hang: false, ...(reset ? {} : { clientError: `${error}: ${cause?.message ?? ''}` }) });
      }
      return { status: 0, text: '' };
    }
  }

  /**
   * Writes `pieces` to a new connection as they are (each a separate write) and reads until the server closes it;
   * one answer is kept per status line received, or one with status 0 when it closed without answering.
   */
  raw(...pieces: (string | Buffer)[]): Promise<number[]> {
    return this.send(pieces, false);
  }

  /** As raw, then closes the client's side of the connection, as a client that gives up halfway does. */
  rawThenEnd(...pieces: (string | Buffer)[]): Promise<number[]> {
    return this.send(pieces, true);
  }

  private send(pieces: (string | Buffer)[], end: boolean): Promise<number[]> {
    const started = performance.now();
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let done = false;
      const finish = (hang: boolean) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        socket.destroy();
        const ms = performance.now() - started;
        const statuses = rawStatuses(Buffer.concat(chunks).toString('latin1'));
        if (statuses.length === 0) this.keep({ status: 0, ms, hang });
        for (const status of statuses) this.keep({ status, ms, hang: false });
        if (hang && statuses.length > 0) this.keep({ status: 0, ms, hang: true });
        resolve(statuses);
      };
      const timer = setTimeout(() => finish(true), HANG_MS);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => finish(false));
      socket.on('close', () => finish(false));
      socket.on('connect', () => {
        for (const piece of pieces) if (!socket.destroyed) socket.write(piece);
        if (end && !socket.destroyed) socket.end();
      });
    });
  }
}
