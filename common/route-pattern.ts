/**
 * Route patterns in the syntax Fastify and wouter share (`/admin/events/:id`): the names of their
 * parameters as a type, a path filled in from one, and a strict RegExp for one.
 */

/** The names of a pattern's `:param` segments: `'/api/admin/events/:id/stats'` gives `'id'`. */
export type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The pattern with each `:param` replaced by its value, URI-encoded. */
export function fillPattern<Pattern extends string>(
  pattern: Pattern,
  params: Record<RouteParams<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:([^/]+)/g, (_segment, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The RegExp source of a pattern, without anchors: case-sensitive, each `:param` one non-empty
 * segment, no trailing slash (callers trim it first).
 */
export function patternSource(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
}
