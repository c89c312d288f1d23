import type { RequestHandler } from 'express';
import type { RemoteName } from '@hfl/contracts';
import type { BffConfig } from './config';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

export function remoteEntries(config: BffConfig): RemoteEntry[] {
  return [
    { name: 'mfe_player', entry: config.REMOTE_MFE_PLAYER_URL },
    { name: 'mfe_draft', entry: config.REMOTE_MFE_DRAFT_URL },
    { name: 'mfe_owner', entry: config.REMOTE_MFE_OWNER_URL },
  ];
}

/**
 * Where the BFF reads each remote's manifest, by the address the page gives browsers, when that address is not one
 * the BFF can read itself (see REMOTE_MFE_*_MANIFEST_URL). Never written into a page.
 */
export function remoteManifestSources(config: BffConfig): Readonly<Record<string, string>> {
  const sources: Array<[string, string | undefined]> = [
    [config.REMOTE_MFE_PLAYER_URL, config.REMOTE_MFE_PLAYER_MANIFEST_URL],
    [config.REMOTE_MFE_DRAFT_URL, config.REMOTE_MFE_DRAFT_MANIFEST_URL],
    [config.REMOTE_MFE_OWNER_URL, config.REMOTE_MFE_OWNER_MANIFEST_URL],
  ];
  return Object.fromEntries(sources.filter((source): source is [string, string] => !!source[1]));
}

/**
 * `GET /remotes.json`: where the shell finds each remote, read at run time so remotes deploy alone.
 * Only locations: when the shell needs which remote is the contracts' REMOTES.
 */
export function remotes(config: BffConfig): RequestHandler {
  const body = { remotes: remoteEntries(config) };
  return (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(body);
  };
}
