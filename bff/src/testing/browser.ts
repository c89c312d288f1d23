import { CSRF_HEADER } from '@hfl/contracts';

export interface BrowserResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A minimal browser against the listening BFF: keeps cookies between requests and, like the
 * shell's api client, sends the CSRF token it got from /api/session on changes, asking
 * /api/csrf-token for one first when it has none (a visitor's form).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrfToken?: string;

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session id inside the signed `hfl.sid` cookie (`__Host-hfl.sid` when Secure) (`s:<id>.<signature>`). */
  get sessionId(): string | undefined {
    const raw = this.cookies.get('hfl.sid') ?? this.cookies.get('__Host-hfl.sid');
    if (!raw) return undefined;
    return /^s:([^.]+)\./.exec(decodeURIComponent(raw))?.[1];
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<BrowserResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.csrf !== false && !this.csrfToken && method !== 'GET') await this.fetchCsrfToken();
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (options.csrf !== false && this.csrfToken && method !== 'GET') headers[CSRF_HEADER] = this.csrfToken;
    // A FormData goes as multipart (fetch sets the type with its boundary), like a form with files; anything else as JSON.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const type = res.headers.get('content-type') ?? '';
    // Pictures and downloads stay bytes; everything else is read as text (JSON parsed).
    if (/^image\/|spreadsheetml/.test(type)) {
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) as T };
    }
    const text = await res.text();
    const body = (type.includes('json') && text ? JSON.parse(text) : text) as T;
    return { status: res.status, headers: res.headers, body };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = unknown>(path: string, body?: unknown, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request<T>('POST', path, { body, ...options });
  }

  /** What the shell does first: learn who is signed in and, if the session has one, its CSRF token. */
  async openSession() {
    const res = await this.get<{ user: unknown; csrfToken: string | null }>('/api/session');
    this.csrfToken = res.body.csrfToken ?? undefined;
    return res;
  }

  /** What a visitor's form does before its first change: a CSRF token (the BFF stores a visitor session for it). */
  async fetchCsrfToken() {
    const res = await this.get<{ csrfToken: string }>('/api/csrf-token');
    this.csrfToken = res.body.csrfToken;
    return res;
  }

  async login(username: string, password: string) {
    const res = await this.post<{ user: { id: string }; csrfToken: string }>('/api/auth', { username, password });
    if (res.status === 200) this.csrfToken = res.body.csrfToken;
    return res;
  }

  /** Login as a test's precondition: anything but success stops the test right here. */
  async signIn(username: string, password: string) {
    const res = await this.login(username, password);
    if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.user;
  }
}
