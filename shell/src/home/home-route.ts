import type { RouteObject } from 'react-router';
import { pageHandle } from '@hfl/shared-ui/core';

/**
 * The home page is the shell's own: a first visit shows it and the navigation without loading a remote (issue 39).
 * A signed-in user's "My leagues" band, which the news waits for, is fetched beside the page's chunk rather than after
 * it has rendered (one round trip less before the home page's largest paint on a phone); a visitor's page goes without.
 */
export function homeRoute(signedIn: () => boolean): RouteObject {
  return {
    path: '/',
    handle: pageHandle('common:nav.home'),
    lazy: async () => {
      const [home] = await Promise.all([import('./home'), signedIn() ? import('./my-leagues-band') : null]);
      return { Component: home.HomePage };
    },
  };
}
