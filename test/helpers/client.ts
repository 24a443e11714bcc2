// A small HTTP client with a cookie jar that behaves like a browser tab on our origin:
// it keeps sessionid and csrftoken, and sends Origin and X-CSRFToken on unsafe requests.
export interface RequestOptions {
  json?: unknown;
  /** A raw body, sent as it is (give its content-type in `headers`). */
  body?: string | Uint8Array<ArrayBuffer>;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** false: send no X-CSRFToken header (a form sends the field instead, or a forged request). */
  csrf?: boolean;
  /** Override or drop (null) the Origin header. */
  origin?: string | null;
}

/**
 * A desktop Chrome's user agent: the server counts no view of a bot, and Node's own
 * ("node") is one. Tests of bots send theirs in `headers`.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrftoken');
  }

  /** Loads a page once so the server hands out the csrftoken cookie. */
  async prime(): Promise<this> {
    await this.request('GET', '/login/');
    return this;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { 'user-agent': BROWSER_USER_AGENT, ...options.headers };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const unsafe = !['GET', 'HEAD'].includes(method);
    if (unsafe && options.origin !== null) headers.origin = options.origin ?? this.baseUrl;
    if (unsafe && options.csrf !== false && this.csrfToken) headers['x-csrftoken'] = this.csrfToken;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  get(path: string) {
    return this.request('GET', path);
  }

  /** Posts a form the way the page's own <form> would: the CSRF token in a hidden field. */
  submit(path: string, fields: Record<string, string>) {
    return this.request('POST', path, {
      form: { csrfmiddlewaretoken: this.csrfToken ?? '', ...fields },
      csrf: false,
    });
  }

  async logIn(login: string, password: string): Promise<Response> {
    if (!this.csrfToken) await this.prime();
    return this.submit('/login/', { login, password });
  }
}

/** Signs a new person up through the form at `base`; answers their signed-in client. */
export async function signUp(base: string, username: string): Promise<TestClient> {
  const client = await new TestClient(base).prime();
  const response = await client.submit('/signup/', {
    username,
    email: `${username}@example.com`,
    password: 'a long enough passphrase',
  });
  if (response.status !== 303) throw new Error(`signing ${username} up answered ${response.status}`);
  return client;
}
