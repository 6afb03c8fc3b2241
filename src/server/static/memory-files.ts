import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

/** The built files worth keeping in memory, by extension, with the type they are sent as. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Variant {
  body: Buffer;
  /** The same validators @fastify/static derives from the file, so a revalidation matches whichever answered first. */
  etag: string;
  lastModified: string;
}

export interface MemoryFile {
  type: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

export interface MemoryFilesOptions {
  /** Files larger than this are left to the file server. */
  maxFileBytes?: number;
  /** Once this much is held, further files are left to the file server. */
  maxTotalBytes?: number;
}

/**
 * The build's small files with their brotli and gzip twins, read once and then answered from memory: the build
 * does not change while the server runs, and reading and streaming a file for every request made the server send
 * a script at a third of the rate a plain node:http server sends the same bytes.
 */
export function memoryFiles(distDir: string, options: MemoryFilesOptions = {}) {
  const maxFileBytes = options.maxFileBytes ?? 512 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  const root = normalize(distDir + sep);
  const files = new Map<string, Promise<MemoryFile | null>>();
  let total = 0;

  async function variant(path: string): Promise<Variant | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.size > maxFileBytes) return null;
    return {
      body: await readFile(path),
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
    };
  }

  async function load(urlPath: string): Promise<MemoryFile | null> {
    const type = TYPES[extname(urlPath)];
    const path = normalize(join(distDir, urlPath));
    if (!type || !path.startsWith(root)) return null;
    const identity = await variant(path);
    if (!identity) return null;
    const [br, gzip] = await Promise.all([variant(`${path}.br`), variant(`${path}.gz`)]);
    const size = identity.body.length + (br?.body.length ?? 0) + (gzip?.body.length ?? 0);
    if (total + size > maxTotalBytes) return null;
    total += size;
    return { type, variants: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) } };
  }

  return {
    /** The file at a URL path ('/_astro/x.js'), or null when it is not one to hold (missing, large, or the budget is spent). */
    get(urlPath: string): Promise<MemoryFile | null> {
      let file = files.get(urlPath);
      if (!file) {
        file = load(urlPath);
        files.set(urlPath, file);
        // A miss is not remembered: the URL space is unbounded, and the file server answers it anyway.
        void file.then((found) => {
          if (!found) files.delete(urlPath);
        });
      }
      return file;
    },
  };
}

/** The encoding to answer with: brotli, then gzip, when the browser accepts it and the build made it. */
export function chooseEncoding(acceptEncoding: string | undefined, file: MemoryFile): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.variants.br && accepts('br')) return 'br';
  if (file.variants.gzip && accepts('gzip')) return 'gzip';
  return 'identity';
}
