import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from './free-port';
import { ROOT } from './paths';
import { stopChild } from './processes';

export interface NginxProxy {
  /** The browsers' listener (compose's port 80). */
  url: string;
  /** The services' live events (compose's port 4000). */
  eventsUrl: string;
  /** One line per finished request: `<status> <upstream address> <method> <uri>` (a WebSocket's when it closes). */
  accessLog: string;
  stop: () => Promise<void>;
}

export interface NginxProxyOptions {
  /** Each BFF's port (compose's `bff:3000`). */
  bffPorts: readonly number[];
  /** Each BFF's internal port (compose's `bff:4000`). */
  internalPorts: readonly number[];
  /** An empty folder for the configuration, the pid file, the access log and nginx's temporary files. */
  dir: string;
  /** nginx's error log, line by line. */
  log?: (line: string) => void;
  /** The browsers' port; a free one unless given (a stack behind it must know its address before it starts). */
  port?: number;
  /**
   * HTTPS (HTTP/2) on the browsers' port with this certificate, as the file's comment says a site may end TLS in the
   * proxy itself (`listen 443 ssl`); plain HTTP without.
   */
  tls?: LocalCertificate;
}

/** A certificate for localhost and its key, as PEM files. */
export interface LocalCertificate {
  certificateFile: string;
  keyFile: string;
}

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const PROXY_CONFIG = path.join(ROOT, 'docker/proxy-nginx.conf');

const NO_NGINX_HELP = `nginx was not found at ${NGINX}: install Debian's package (apt-get install nginx; .ci/run does
when it is missing) or name the binary in NGINX.`;

/**
 * docker/proxy-nginx.conf as it runs on this machine, where only what the environment decides differs: no Docker DNS,
 * so no `resolver` and one `server` line per BFF on loopback instead of `bff:3000 resolve` (the `resolve` parameter
 * needs nginx 1.27.3 or newer, Debian ships 1.22; the upstreams' `zone` stays, open-source nginx has had it since
 * 1.9), each with the parameters the file gives; loopback ports free here instead of 80 and 4000; and, given `tls`,
 * the browsers' port ending TLS (`listen … ssl http2` with its certificate), as the file says a site may. Everything
 * else (the WebSocket map, `/internal/` refused on the browsers' port, `/proxy-health`, the events listener, the
 * next-upstream rules) is the file's, word for word. A line that is not found fails: a changed file must be looked at
 * here too.
 */
export function localProxyConfig(
  source: string,
  ports: { port: number; eventsPort: number; bffPorts: readonly number[]; internalPorts: readonly number[] },
  tls?: LocalCertificate,
): string {
  const replace = (config: string, pattern: RegExp, by: (...groups: string[]) => string) => {
    const found = config.match(new RegExp(pattern.source, 'gm'));
    if (found?.length !== 1) throw new Error(`docker/proxy-nginx.conf: ${pattern} found ${found?.length ?? 0} times`);
    return config.replace(new RegExp(pattern.source, 'm'), (_, ...groups: string[]) => by(...groups));
  };
  const servers = (upstreamPorts: readonly number[]) => (indent: string, parameters: string) =>
    upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p} ${parameters};`).join('\n');
  let config = replace(source, /^resolver .*;$/, () => '# resolver: no Docker DNS here');
  config = replace(config, /^(\s*)server bff:3000 resolve (.*);$/, servers(ports.bffPorts));
  config = replace(config, /^(\s*)server bff:4000 resolve (.*);$/, servers(ports.internalPorts));
  config = replace(config, /^(\s*)listen 80;$/, (indent) =>
    tls
      ? // nginx 1.22's form (Debian's); 1.25 and newer take it with a warning.
        `${indent}listen 127.0.0.1:${ports.port} ssl http2;\n` +
        `${indent}ssl_certificate ${tls.certificateFile};\n${indent}ssl_certificate_key ${tls.keyFile};`
      : `${indent}listen 127.0.0.1:${ports.port};`,
  );
  return replace(config, /^(\s*)listen 4000;$/, (indent) => `${indent}listen 127.0.0.1:${ports.eventsPort};`);
}

/**
 * Debian's nginx (/usr/sbin/nginx, or NGINX) in the foreground with the site's proxy configuration (localProxyConfig)
 * in front of BFFs on loopback, without root: its pid file, logs and temporary files in `dir`. Resolves once it
 * answers /proxy-health.
 */
export async function startNginxProxy(options: NginxProxyOptions): Promise<NginxProxy> {
  const found = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) throw new Error(NO_NGINX_HELP);
  const [port, eventsPort] = [options.port ?? (await freePort()), await freePort()];
  const dir = path.resolve(options.dir);
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const site = localProxyConfig(
    fs.readFileSync(PROXY_CONFIG, 'utf8'),
    {
      port,
      eventsPort,
      bffPorts: options.bffPorts,
      internalPorts: options.internalPorts,
    },
    options.tls,
  );
  fs.writeFileSync(path.join(dir, 'proxy.conf'), site);
  const accessLog = path.join(dir, 'access.log');
  const temp = (name: string) => path.join(dir, 'temp', name);
  // As root, nginx's workers would become `nobody`, who cannot enter the caller's private scratch folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const main = `${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events {
  worker_connections 512;
}
http {
  log_format upstream '$status $upstream_addr $request_method $uri';
  access_log ${accessLog} upstream;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${path.join(dir, 'proxy.conf')};
}
`;
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, main);

  const output: string[] = [];
  const child = spawn(NGINX, ['-p', dir, '-e', 'stderr', '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      options.log?.(line);
    });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}) before it answered:\n${output.join('\n')}`))),
  );
  exited.catch(() => undefined);
  const stop = () => stopChild(child, 5_000);
  // The certificate names localhost.
  const url = options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitForProxyHealth(url, 10_000, options.tls), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, eventsUrl: `http://127.0.0.1:${eventsPort}`, accessLog, stop };
}

/** The status of GET `url`, trusting `ca` (fetch takes no certificate authority of its own). */
function statusOf(url: string, ca?: Buffer): Promise<number> {
  if (!ca) return fetch(url).then((res) => res.status);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

async function waitForProxyHealth(url: string, timeoutMs: number, tls?: LocalCertificate): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ca = tls && fs.readFileSync(tls.certificateFile);
  let last = '';
  while (Date.now() < deadline) {
    try {
      const status = await statusOf(`${url}/proxy-health`, ca);
      if (status === 200) return;
      last = `${status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer /proxy-health within ${timeoutMs} ms: ${last}`);
}

/**
 * A certificate for localhost made for one run (openssl; a day's validity), its files in `dir`: what a browser told to
 * trust it, or to ignore certificate errors, needs to speak HTTPS and HTTP/2 to a local proxy.
 */
export function localCertificate(dir: string): LocalCertificate {
  const certificateFile = path.join(dir, 'localhost.crt');
  const keyFile = path.join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    { stdio: 'ignore' },
  );
  return { certificateFile, keyFile };
}
