import { describe, expect, it } from 'vitest';
import { apiPaths } from './api-paths.ts';

interface Entry {
  route: string;
  path: string | ((params: Record<string, string>) => string);
}

const isEntry = (value: object): value is Entry => 'route' in value && 'path' in value;
const entries = (node: object): Entry[] =>
  isEntry(node) ? [node] : Object.values(node).flatMap((child: object) => entries(child));

const routes = entries(apiPaths).map((entry) => entry.route);

describe('apiPaths', () => {
  it('lists each route once', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives the path of a route without parameters as is', () => {
    expect(apiPaths.events.active.path).toBe('/api/events/active');
    expect(apiPaths.admin.eventsByPhase.past.path).toBe('/api/admin/events/past');
  });

  it('fills in parameters, URI-encoded', () => {
    expect(apiPaths.admin.event.route).toBe('/api/admin/events/:id');
    expect(apiPaths.admin.event.path({ id: 'a/b c' })).toBe('/api/admin/events/a%2Fb%20c');
    expect(apiPaths.admin.eventCsv.path({ id: 'x' })).toBe('/api/admin/events/x/registrations.csv');
    expect(apiPaths.registration.byEmail.path({ email: 'a+b@example.com' })).toBe(
      '/api/registration/a%2Bb%40example.com',
    );
  });
});
