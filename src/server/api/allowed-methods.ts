/**
 * The methods the API answers at a path, from its registered routes ('METHOD /api/path/:param'), HEAD beside GET;
 * empty when no route has that path. A request with another method is answered 405 with these in `Allow`.
 */
export function allowedMethods(routes: readonly string[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    const [method = '', template = ''] = route.split(' ');
    const pattern = template
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    if (!new RegExp(`^${pattern}$`).test(path)) continue;
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
  }
  return [...methods].sort();
}
