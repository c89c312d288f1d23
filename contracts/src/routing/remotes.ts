import { ROLES, type Role } from '../rules/roles';

/** The microfrontends the shell hosts, by federation name (the names in the BFF's /remotes.json). */
export const REMOTE_NAMES = ['mfe_player', 'mfe_draft', 'mfe_owner'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The element of the shell's page holding /remotes.json's answer (a JSON data block the BFF writes in), so the first
 * page's remote loads without waiting for that read.
 */
export const REMOTE_LIST_ELEMENT_ID = 'remotes';

/** When the shell needs a remote. Where it lives is not a rule: that comes from /remotes.json at run time. */
export interface RemoteRule {
  /**
   * The URL space the remote owns, as route patterns ('/owner', '/leagues/:leagueId/draft'), each covering
   * its path and everything below. When several remotes' patterns match, the one with the most segments wins.
   */
  paths: readonly string[];
  /** Loaded as soon as a user with this role is signed in, so its navigation items show on every page. */
  role?: Role;
}

/** Which remote owns what, in one place: the shell loads a remote only when one of these says a page needs it. */
export const REMOTES: Readonly<Record<RemoteName, RemoteRule>> = {
  // Every page no other remote claims but the home page, which is the shell's (so is the navigation).
  mfe_player: { paths: ['/'] },
  // The draft room, and /test: the check a manager runs before a live draft.
  mfe_draft: { paths: ['/leagues/:leagueId/draft', '/test'] },
  // Its "Back-office" navigation item must show for a SUPER_ADMIN on every page.
  mfe_owner: { paths: ['/owner'], role: ROLES.SUPER_ADMIN },
};

/** Where a session that ended sends its tab: a page of the shell's own. */
export const EXPIRED_PATH = '/expired';

/** The shell's own pages (the home page, the ended session's): no remote serves them, whatever its URL space. */
export const SHELL_PAGES: readonly string[] = ['/', EXPIRED_PATH];

/** True when `pathname` is `pattern`'s path or below it (`:param` segments match any one segment; case ignored). */
function underPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  return (
    wanted.length <= given.length &&
    wanted.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === given[i]?.toLowerCase())
  );
}

/**
 * The remote whose URL space holds `pathname` (none for the shell's own pages): the most specific matching pattern
 * wins. The shell loads it on navigation; the BFF has the browser fetch its manifest with the page.
 */
export function remoteOwning(pathname: string): RemoteName | null {
  const page = `/${pathname.split('/').filter(Boolean).join('/')}`.toLowerCase();
  if (SHELL_PAGES.includes(page)) return null;
  let owner: RemoteName | null = null;
  let specificity = -1;
  for (const name of REMOTE_NAMES) {
    for (const pattern of REMOTES[name].paths) {
      const segments = pattern.split('/').filter(Boolean).length;
      if (segments > specificity && underPattern(pattern, pathname)) {
        owner = name;
        specificity = segments;
      }
    }
  }
  return owner;
}

/** The remotes a signed-in user's roles call for (their navigation items must show). */
export function remotesForRoles(roles: readonly string[]): RemoteName[] {
  return REMOTE_NAMES.filter((name) => {
    const role = REMOTES[name].role;
    return role !== undefined && roles.includes(role);
  });
}
