/**
 * Plays the browser against the test OpenID provider: manual redirects and a cookie jar for the
 * provider, filling its development sign-in, consent and sign-out confirmation forms.
 */
export class OidcBrowser {
  private cookies = new Map<string, string>();
  constructor(private readonly providerOrigin: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const sameProvider = url.startsWith(this.providerOrigin);
    const headers = new Headers(init.headers);
    if (sameProvider && this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    if (sameProvider) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(name, value);
        else this.cookies.delete(name);
      }
    }
    return res;
  }

  /**
   * Follows redirects from `url`, submitting the provider's pages (signing in as `account`,
   * consenting, confirming sign-out) until a redirect leaves for `stopAt`; returns that URL.
   */
  async followUntil(url: string, stopAt: string, account = ''): Promise<string> {
    let next = url;
    for (let step = 0; step < 20; step += 1) {
      if (next.startsWith(stopAt)) return next;
      const res = await this.fetch(next);
      if (res.status >= 300 && res.status < 400) {
        next = new URL(res.headers.get('location')!, next).href;
        continue;
      }
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (res.status !== 200 || !action) throw new Error(`no form to submit at ${next}: ${res.status} ${html.slice(0, 500)}`);
      const form = new URLSearchParams();
      for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)) form.set(name!, value!);
      if (form.get('prompt') === 'login') {
        form.set('login', account);
        form.set('password', 'any');
      }
      if (html.includes('op.logoutForm')) form.set('logout', 'yes');
      const posted = await this.fetch(new URL(action, next).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      if (posted.status < 300 || posted.status >= 400) throw new Error(`the form at ${next} answered ${posted.status}`);
      next = new URL(posted.headers.get('location')!, next).href;
    }
    throw new Error(`the flow did not reach ${stopAt}`);
  }
}

/**
 * The whole sign-in as a browser: our login → provider → our callback → the app with an ssoToken,
 * exchanged for a jwtToken. `browser` keeps the provider's session cookies for a later sign-out.
 */
export async function signInWithOidc(browser: OidcBrowser, api: string, account: string, returnTo = '/'): Promise<{ landing: string; jwtToken: string }> {
  const start = await fetch(`${api}/auth/oidc/login?return=${encodeURIComponent(returnTo)}`, { redirect: 'manual' });
  const callback = await browser.followUntil(start.headers.get('location') ?? '', `${api}/auth/oidc/callback`, account);
  const back = await fetch(callback, { redirect: 'manual' });
  const landing = back.headers.get('location') ?? '';
  const ssoToken = new URL(landing, api).searchParams.get('ssoToken');
  if (!ssoToken) throw new Error(`the callback did not sign in: ${back.status} ${landing}`);
  const exchanged = await fetch(`${api}/auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`);
  const { jwtToken } = (await exchanged.json()) as { jwtToken: string };
  return { landing, jwtToken };
}
