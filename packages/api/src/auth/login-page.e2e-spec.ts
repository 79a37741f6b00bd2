import { expect, it } from 'vitest';
import { describeEachDatabase, sessionCookieFrom, signUp, uniqueEmail } from '../../test/harness.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The text of every <label>, in order. */
function labels(page: string): string[] {
  return [...page.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((match) => match[1]!);
}

describeEachDatabase('login page (/api/login)', (ctx) => {
  it('renders only the sign-in form, styled like the product', async () => {
    const response = await ctx.fetch('/api/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(labels(page)).toEqual(['Email', 'Password']);
    expect(page).toMatch(/<form method="post" action="\/api\/login" /);
    expect(page).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(page).toMatch(/<a href="\/api\/login\?mode=signup"[^>]*>Create an account<\/a>/);
    expect(page).toMatch(/<a href="\/"[^>]*>.*Pawpal<\/a>/);
    expect(page).toContain('trusted, verified pet sitters');
    expect(page).toContain('<link rel="stylesheet" href="/api/login/styles.css">');
    expect(page).toContain('<script src="/api/login/theme.js"></script>');
    expect(page).not.toMatch(/<script>(?!<\/script>)/); // no inline script (CSP)
  });

  it('renders only the sign-up form with ?mode=signup', async () => {
    const page = await (await ctx.fetch('/api/login?mode=signup')).text();
    expect(labels(page)).toEqual(['First name', 'Last name', 'Email', 'Password', 'Referral code (optional)']);
    expect(page).toMatch(/<form method="post" action="\/api\/login\?mode=signup" /);
    expect(page).toMatch(/<button type="submit"[^>]*>Create account<\/button>/);
    expect(page).toMatch(/<a href="\/api\/login"[^>]*>Sign in<\/a>/);
    expect(page).not.toContain('>Create an account</a>');
  });

  it('serves the dark-mode script as an external file', async () => {
    const response = await ctx.fetch('/api/login/theme.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain("localStorage.getItem('theme')");
    expect(script).toContain("classList.add('dark')");
  });

  it('shows a wrong password inline, keeps the email, never echoes the password', async () => {
    const { email } = await signUp(ctx);
    const response = await ctx.fetch('/api/login', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ email, password: 'wrong password here' }).toString(),
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toMatch(/<p id="form-error" role="alert"[^>]*>Incorrect email or password<\/p>/);
    expect(page).toContain(`value="${email}"`);
    expect(page).not.toContain('wrong password here');
    expect(sessionCookieFrom(response)).toBeUndefined();
  });

  it('signs in through the form: 303 to / with a working session cookie', async () => {
    const { email, password } = await signUp(ctx);
    const response = await ctx.fetch('/api/login', {
      method: 'POST',
      headers: { ...FORM, origin: ctx.baseUrl },
      body: new URLSearchParams({ email, password }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cookie = sessionCookieFrom(response)!;
    const me = await ctx.fetch('/api/auth/user', { headers: { cookie } });
    await expect(me.json()).resolves.toMatchObject({ email });
  });

  it('creates an account through the sign-up form', async () => {
    const email = uniqueEmail('form');
    const response = await ctx.fetch('/api/login?mode=signup', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ firstName: 'Fiona', lastName: 'Form', email, password: 'a long enough secret' }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const me = await ctx.fetch('/api/auth/user', { headers: { cookie: sessionCookieFrom(response)! } });
    await expect(me.json()).resolves.toMatchObject({ firstName: 'Fiona', lastName: 'Form', email });
  });

  it('re-renders the sign-up form with the values and the reason when the password is weak', async () => {
    const response = await ctx.fetch('/api/login?mode=signup', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ firstName: '<b>Tom</b>', lastName: 'Weak', email: 'tom@example.com', password: 'qwertyuiop' }).toString(),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(labels(page)).toEqual(['First name', 'Last name', 'Email', 'Password', 'Referral code (optional)']);
    expect(page).toMatch(/role="alert"[^>]*>This password is too common/);
    expect(page).toContain('value="&lt;b&gt;Tom&lt;/b&gt;"');
    expect(page).toContain('value="Weak"');
    expect(page).not.toContain('qwertyuiop');
  });

  it('refuses unknown form fields like the JSON endpoint does', async () => {
    const response = await ctx.fetch('/api/login', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ email: 'a@b.co', password: 'whatever123', remember: 'on' }).toString(),
    });
    expect(response.status).toBe(400);
    await expect(response.text()).resolves.toMatch(/role="alert"[^>]*>property remember should not exist/);
  });
});
