import Database from 'better-sqlite3';

/** The few /api/v1 calls the benchmarks need to seed data through the real server, over plain fetch. */
export class ApiCaller {
  constructor(origin, token) {
    this.origin = origin;
    this.token = token;
  }

  withToken(token) {
    return new ApiCaller(this.origin, token);
  }

  async call(method, path, { json, form } = {}) {
    const headers = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = form;
    }
    const response = await fetch(`${this.origin}/api/v1${path}`, { method, headers, body });
    const envelope = await response.json();
    if (!envelope.success) {
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(envelope)}`);
    }
    return envelope.data;
  }
}

/**
 * A signed-in user made through the API: register, then the verification flag set in the SQLite file (the
 * mail round trip proves nothing about speed), then a real login for a real access token.
 */
export async function signUpAndLogIn(api, sqliteFile, name) {
  const password = 'bench-password-1';
  const email = `${name}@bench.example`;
  await api.call('POST', '/users/register', { json: { username: name, email, password } });
  const sqlite = new Database(sqliteFile);
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare('UPDATE users SET email_verified = 1 WHERE email = ?').run(email);
  } finally {
    sqlite.close();
  }
  const session = await api.call('POST', '/users/login', { json: { email, password } });
  return { user: session.user, token: session.accessToken, api: api.withToken(session.accessToken) };
}

/** Publishes a blog through the multipart create call with a real (landscape) PNG. */
export async function publishBlog(api, image, index) {
  const form = new FormData();
  form.set('heading', `Benchmark notes ${index}: what I learned this week`);
  form.set('subHeading', 'Short notes on routing, rendering and the mistakes I made on the way.');
  form.set('blogCategory', ['React', 'Next.js', 'Node.js', 'CSS'][index % 4]);
  form.set(
    'content',
    `<h2>Part ${index}</h2><p>The <strong>app</strong> router splits work by route. ${'Lorem ipsum dolor sit amet. '.repeat(20)}</p>`,
  );
  form.set('blogImage', new Blob([image], { type: 'image/png' }), 'cover.png');
  return api.call('POST', '/blogs', { form });
}
