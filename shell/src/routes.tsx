import { useLocation, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { EXPIRED_PATH, remoteOwning } from '@hfl/contracts';
import { Spinner, pageHandle } from '@hfl/shared-ui/core';
import { homeRoute } from './home/home-route';
import { Layout } from './layout/layout';
import { ExpiredPage } from './pages/expired-page';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteFallback } from './pages/remote-fallback';
import type { RemoteLoader } from './remotes/remote-loader';

const appear = keyframes`to { opacity: 1; }`;

/**
 * The first page's remote and chunk usually arrive within a moment, and the page then shows its own loading state:
 * a spinner here at once would be the first of two in a row (issue 39). It shows only when the wait is long.
 */
const PatientSpinner = styled.div`
  opacity: 0;
  animation: ${appear} 0.2s ease-in 0.8s forwards;
`;

/** Where the remotes' routes are patched in as they are discovered. */
const REMOTE_ROUTES_ID = 'remote-routes';

/**
 * A path no known route matches. Route discovery already waited for the remote owning it, so either that
 * remote failed (its page would be here) or the page does not exist.
 */
function UnmatchedPage({ remotes }: { remotes: RemoteLoader }) {
  const owner = remoteOwning(useLocation().pathname);
  return owner && remotes.hasFailed(owner) ? <RemoteFallback /> : <NotFoundPage />;
}

/**
 * The route tree the app starts with: the layout around the shell's own pages; the remotes' pages join later.
 * `signedIn`: whether a user is signed in now (the home page loads his band's code with its own).
 */
export function buildRoutes(remotes: RemoteLoader, signedIn: () => boolean): RouteObject[] {
  return [
    {
      // The layout with the navigation of every remote loaded so far.
      element: <Layout nav={remotes} />,
      // While the first page's remote or lazy chunk loads.
      HydrateFallback: () => (
        <Layout nav={remotes}>
          <PatientSpinner>
            <Spinner />
          </PatientSpinner>
        </Layout>
      ),
      children: [
        // A page chunk that fails to load (or throws) is shown like a remote that failed.
        { id: REMOTE_ROUTES_ID, errorElement: <RemoteFallback />, children: [] },
        { ...homeRoute(signedIn), errorElement: <RemoteFallback /> },
        { path: EXPIRED_PATH, handle: pageHandle('common:expired.title'), element: <ExpiredPage /> },
        { path: '*', element: <UnmatchedPage remotes={remotes} /> },
      ],
    },
  ];
}

/**
 * Route discovery (react-router calls it for a path only the catch-all matches): loads the remote owning the
 * path, then adds its routes. The navigation waits meanwhile. Patching routes already in the tree changes
 * nothing, so a remote loaded earlier (by a role, or by an interrupted navigation) is simply patched now.
 */
export function discoverRemoteRoutes(remotes: RemoteLoader): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const owner = remoteOwning(path);
    const registration = owner ? await remotes.load(owner, path) : null;
    if (registration) patch(REMOTE_ROUTES_ID, registration.routes);
  };
}
