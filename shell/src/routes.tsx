import type { RouteObject } from 'react-router';
import { Spinner } from '@hfl/shared-ui';
import { Layout } from './layout/layout';
import { ExpiredPage } from './pages/expired-page';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteFallback } from './pages/remote-fallback';
import type { LoadedRemotes } from './remotes/remote-loader';

/**
 * The route tree: the layout around the remotes' pages and the shell's own. Before the remotes
 * answered (`remotes` null) every path shows the layout with a spinner.
 */
export function buildRoutes(remotes: LoadedRemotes | null): RouteObject[] {
  const nav = remotes?.nav ?? [];
  let unmatched = <Spinner />;
  if (remotes) unmatched = remotes.failed.length > 0 ? <RemoteFallback /> : <NotFoundPage />;
  return [
    {
      element: <Layout nav={nav} />,
      // While the first page's lazy chunk loads.
      HydrateFallback: () => (
        <Layout nav={nav}>
          <Spinner />
        </Layout>
      ),
      children: [
        // A page chunk that fails to load (or throws) is shown like a remote that failed.
        { errorElement: <RemoteFallback />, children: remotes?.routes ?? [] },
        { path: '/expired', element: <ExpiredPage /> },
        { path: '*', element: unmatched },
      ],
    },
  ];
}
