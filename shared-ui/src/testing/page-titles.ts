import type { RouteObject } from 'react-router';
import { LOCALES } from '@hfl/contracts';
import type { PageHandle, RemoteRegistration } from '../registration';
import { createTestI18n } from './harness';

/**
 * The routes of a registration (nested ones by their full path) whose page has no document title of its own in every
 * language: no `handle.title`, or a key missing from the texts the shell has once the remote loaded.
 */
export async function routesWithoutTitle(registration: RemoteRegistration): Promise<string[]> {
  const i18n = await createTestI18n([registration]);
  await i18n.loadLanguages([...LOCALES]);
  // Each language's own text (i18next's `exists` would accept the English fallback for Hungarian).
  const written = (key: string, lng: string) => {
    const [ns, path] = key.split(':');
    return typeof i18n.getResource(lng, ns!, path ?? '') === 'string';
  };
  const missing: string[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      const path = route.index ? parent : route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
      const title = (route.handle as Partial<PageHandle> | undefined)?.title;
      for (const lng of LOCALES)
        if (!title || !written(title, lng)) missing.push(`${route.index ? `${path} (index)` : path} in ${lng}`);
      walk(route.children ?? [], path);
    }
  };
  walk(registration.routes, '');
  return missing;
}
