import { jest } from '@jest/globals';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstScriptsOf, remoteScriptsReader } from './remote-scripts';

/** A manifest as @module-federation/enhanced writes it for a remote exposing ./register (the fields read here). */
const manifest = (register: string, publicPath = 'auto') => ({
  id: 'mfe_player',
  name: 'mfe_player',
  metaData: { name: 'mfe_player', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'mfe_player:register',
      name: 'register',
      path: './register',
      assets: {
        js: { sync: [register], async: ['106.d2cd4cab.js', '1131.0ec52231.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
});

function playerDist(register: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-remote-scripts-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(register)));
  return dir;
}

describe("a remote's first scripts, as its manifest names them", () => {
  it('when the manifest is a path on this site, then its entry and registration are paths beside it', () => {
    expect(
      firstScriptsOf('/mfe/player/mf-manifest.json', manifest('__federation_expose_register.81ce4b03.js')),
    ).toEqual(['/mfe/player/remoteEntry.js', '/mfe/player/__federation_expose_register.81ce4b03.js']);
  });

  it('when the manifest is on another site or names its public path, then the scripts are where it says', () => {
    expect(firstScriptsOf('https://player.example.test/v2/mf-manifest.json', manifest('reg.1.js'))).toEqual([
      'https://player.example.test/v2/remoteEntry.js',
      'https://player.example.test/v2/reg.1.js',
    ]);
    expect(firstScriptsOf('/mfe/player/mf-manifest.json', manifest('reg.1.js', 'https://cdn.example.test/p/'))).toEqual(
      ['https://cdn.example.test/p/remoteEntry.js', 'https://cdn.example.test/p/reg.1.js'],
    );
  });

  it('when the manifest names no entry and no registration, then there is nothing to ask for early', () => {
    expect(firstScriptsOf('/mfe/player/mf-manifest.json', {})).toEqual([]);
  });
});

describe('reading the manifests', () => {
  it('when a remote is served by this site, then its manifest is read from its folder, and read again behind the pages once stale', async () => {
    const dir = playerDist('reg.aaaaaaaa.js');
    const read = remoteScriptsReader({ servedDirs: { '/mfe/player': dir } });

    expect(await read('/mfe/player/mf-manifest.json')).toEqual([
      '/mfe/player/remoteEntry.js',
      '/mfe/player/reg.aaaaaaaa.js',
    ]);
    // A new build names new files: within ten seconds the pages keep the ones read; after them, the next page still
    // goes out with those (no page waits for a read again) and the one after it with the new ones.
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest('reg.bbbbbbbb.js')));
    expect(await read('/mfe/player/mf-manifest.json')).toContain('/mfe/player/reg.aaaaaaaa.js');
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_001);
    try {
      expect(await read('/mfe/player/mf-manifest.json')).toContain('/mfe/player/reg.aaaaaaaa.js');
      expect(await read('/mfe/player/mf-manifest.json')).toContain('/mfe/player/reg.bbbbbbbb.js');
    } finally {
      now.mockRestore();
    }
  });

  it('when a remote is not built yet, or its path leaves its folder, then there is nothing to ask for early', async () => {
    const dir = playerDist('reg.aaaaaaaa.js');
    const read = remoteScriptsReader({ servedDirs: { '/mfe/player': dir, '/mfe/owner': path.join(dir, 'not-built') } });

    expect(await read('/mfe/owner/mf-manifest.json')).toEqual([]);
    expect(await read('/mfe/player/../../etc/mf-manifest.json')).toEqual([]);
  });

  it('when a remote lives on another server, then its manifest is fetched there; an error answer gives nothing', async () => {
    let answer = { status: 200, body: JSON.stringify(manifest('reg.cccccccc.js')) };
    const server = http.createServer((_req, res) => res.writeHead(answer.status).end(answer.body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await remoteScriptsReader({})(`${origin}/mf-manifest.json`)).toEqual([
        `${origin}/remoteEntry.js`,
        `${origin}/reg.cccccccc.js`,
      ]);
      answer = { status: 404, body: 'not found' };
      expect(await remoteScriptsReader({})(`${origin}/mf-manifest.json`)).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("when the browsers' address is not the BFF's to read, then the manifest is read where the BFF is told, and the scripts keep the browsers' address", async () => {
    const dir = playerDist('reg.dddddddd.js');
    const read = remoteScriptsReader({
      servedDirs: { '/internal-copy': dir },
      sources: { 'https://player.example.test/mf-manifest.json': '/internal-copy/mf-manifest.json' },
    });

    expect(await read('https://player.example.test/mf-manifest.json')).toEqual([
      'https://player.example.test/remoteEntry.js',
      'https://player.example.test/reg.dddddddd.js',
    ]);
  });

  it('when a remote is given by its entry script, then no manifest is read (the page preloads that script)', async () => {
    expect(await remoteScriptsReader({})('https://draft.example.test/remoteEntry.js?v=1')).toEqual([]);
  });
});
