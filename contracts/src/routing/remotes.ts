import { ROLES, type Role } from '../rules/roles';

/** The microfrontends the shell hosts, by federation name (the names in the BFF's /remotes.json). */
export const REMOTE_NAMES = ['mfe_player', 'mfe_draft', 'mfe_owner'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
