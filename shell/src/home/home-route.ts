import type { RouteObject } from 'react-router';
import { pageHandle } from '@hfl/shared-ui/core';

/** The home page is the shell's own: a first visit shows it and the navigation without loading a remote (issue 39). */
export const homeRoute: RouteObject = {
  path: '/',
  handle: pageHandle('common:nav.home'),
  lazy: async () => ({ Component: (await import('./home')).HomePage }),
};
