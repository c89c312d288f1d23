/**
 * What the microfrontends may use of react-router, shared under the key 'react-router'.
 * A shared module cannot be tree-shaken (any remote may need any export), and the whole library is
 * ~60 KB gzipped; sharing this facade instead keeps only the single-page-app API (~half).
 * A remote importing something not listed here fails its build (exportsPresence: 'error'): add it here.
 */
export {
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  redirect,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useSearchParams,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
} from 'react-router-unshared';
