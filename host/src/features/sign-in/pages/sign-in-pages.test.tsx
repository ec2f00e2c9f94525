import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes, useLocation } from '@gradatlas/shared/router';
import { fakeApi, ok, restoreApi, type FakeAnswer } from '@gradatlas/shared/api-testing';
import { rememberReturnPath, takeReturnPath, useSessionStore, useShortlistStore } from '@gradatlas/shared/session';
import { pendingSave, rememberSaveAfterSignIn } from '@gradatlas/shared/save-after-sign-in';
import { AuthSuccessPage } from './auth-success-page';
import { LoginPage } from './login-page';

const initialSession = useSessionStore.getState();

/** A JWT-shaped access token valid for 15 minutes (the session reads only `exp`). */
const freshToken = () => `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).toString('base64url')}.s`;

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<><LoginPage /><Where /></>} />
        <Route path="/auth-success" element={<AuthSuccessPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const VERIFY = '/api/auth/verify-google-token';
const CURRENT_USER = '/api/auth/verify';
const ADA = { id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.org' };

/** Answers the development sign-in's two calls: the ID token, then its verification (and logout, best effort). */
const devSignIn = (verify: FakeAnswer) =>
  fakeApi({ '/api/dev-identity/id-token': () => ok({ idToken: 'id-token' }), [VERIFY]: () => verify, '/api/auth/logout': () => ok({}) });

const refuse = (status: number, data: unknown): FakeAnswer => ({ status, data });

afterEach(() => {
  restoreApi();
  window.sessionStorage.clear();
});

describe('Login page', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSession, status: 'guest', user: null }, true));

  it('welcomes back with a pre-checked consent and legal links that open in a new tab', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access detailed university information')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    for (const [name, href] of [['Terms of Service', '/terms'], ['Privacy Policy', '/privacy']]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the provider sign-in failed after ?error=oauth_failed', () => {
    renderAt('/login?error=oauth_failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Google login failed. Please try again.');
  });

  it('signs in through the development sign-in when no Google client id is configured', async () => {
    const api = devSignIn(ok({ user: { id: 'u1', name: 'Demo Student', email: 'demo@example.org' }, accessToken: freshToken(), refreshToken: 'r' }));
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the development account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: { name: 'Demo Student' } });
    expect(api.bodiesTo(VERIFY)).toEqual([{ token: 'id-token' }]);
    act(() => useSessionStore.getState().logout());
  });

  it('goes back to the page that sent the student to sign in, once', async () => {
    devSignIn(ok({ user: { id: 'u1', name: 'Demo Student', email: 'demo@example.org' }, accessToken: freshToken(), refreshToken: 'r' }));
    rememberReturnPath('/compare?u=a,b');
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the development account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/compare\?u=a,b$/));
    expect(takeReturnPath()).toBeNull();
    act(() => useSessionStore.getState().logout());
  });

  it('says why it asks when a guest pressed Save, keeping the SPEC’s title and subtitle, and names the school', () => {
    rememberSaveAfterSignIn({ slug: 'stanford-university', name: 'Stanford University' });
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access detailed university information')).toBeInTheDocument();
    expect(screen.getByText('Sign in to save Stanford University to your shortlist')).toBeInTheDocument();
  });

  it('asks the API for the school’s name when the toggle did not know it, and says "this university" meanwhile', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ '/api/public/universities/slug/stanford-university': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    rememberSaveAfterSignIn({ slug: 'stanford-university' });
    renderAt('/login');
    expect(screen.getByText('Sign in to save this university to your shortlist')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    act(() => answer(ok({ university: { name: 'Stanford University', slug: 'stanford-university' } })));
    expect(await screen.findByText('Sign in to save Stanford University to your shortlist')).toBeInTheDocument();
  });

  it('says nothing more without a school to save', () => {
    renderAt('/login');
    expect(screen.queryByText(/to your shortlist/)).not.toBeInTheDocument();
  });

  it('after signing in saves the school once, then goes back to the page that asked and tells it', async () => {
    const put: string[] = [];
    fakeApi({
      '/api/dev-identity/id-token': () => ok({ idToken: 'id-token' }),
      [VERIFY]: () => ok({ user: { id: 'u-save', name: 'Demo Student', email: 'demo@example.org' }, accessToken: freshToken(), refreshToken: 'r' }),
      '/api/me/shortlist/stanford-university': (_body, config) => {
        put.push(String(config.method));
        return ok({ slugs: ['stanford-university'] });
      },
      '/api/auth/logout': () => ok({}),
    });
    rememberReturnPath('/university/stanford-university');
    rememberSaveAfterSignIn({ slug: 'stanford-university', name: 'Stanford University' });
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the development account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/university\/stanford-university$/));
    expect(put).toEqual(['put']);
    expect(useShortlistStore.getState().slugs).toEqual(['stanford-university']);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ savedAfterSignIn: { slug: 'stanford-university', saved: true } });
    expect(pendingSave()).toBeNull();
    expect(takeReturnPath()).toBeNull();
    act(() => useSessionStore.getState().logout());
  });

  it('goes back all the same, telling the page the save failed, when the server refuses it', async () => {
    fakeApi({
      '/api/dev-identity/id-token': () => ok({ idToken: 'id-token' }),
      [VERIFY]: () => ok({ user: { id: 'u-fail', name: 'Demo Student', email: 'demo@example.org' }, accessToken: freshToken(), refreshToken: 'r' }),
      '/api/me/shortlist/mit': () => ({ status: 500, data: { success: false, message: 'down' } }),
      '/api/auth/logout': () => ok({}),
    });
    rememberReturnPath('/compare?u=mit,cmu');
    rememberSaveAfterSignIn({ slug: 'mit', name: 'MIT' });
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the development account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/compare\?u=mit,cmu$/));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ savedAfterSignIn: { slug: 'mit', saved: false } });
    act(() => useSessionStore.getState().logout());
  });

  it.each([
    ['a 429', refuse(429, { success: false, message: 'Too many requests' }), 'Too many login attempts. Please wait a few minutes and try again.'],
    ['a refusal with a message', refuse(401, { success: false, message: 'The credential could not be verified.' }), 'The credential could not be verified.'],
    ['a refusal without a message', refuse(500, {}), 'Google login failed. Please try again.'],
    ['an answer without a user', ok({ accessToken: 'a', refreshToken: 'r' }), 'Login failed. Please try again.'],
  ])('shows the SPEC text after %s', async (_case, verify, text) => {
    devSignIn(verify);
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the development account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(useSessionStore.getState().status).toBe('guest');
  });
});

describe('/auth-success', () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSession, status: 'guest', user: null }, true);
    fakeApi({ '/api/auth/logout': () => ok({}) });
  });
  afterEach(() => act(() => useSessionStore.getState().logout()));

  it('with an error goes to /login?error=oauth_failed', async () => {
    renderAt('/auth-success?error=access_denied');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?error=oauth_failed'));
  });

  it('with a token stores it, signs in the placeholder user and goes home', async () => {
    const token = freshToken();
    fakeApi({ '/api/auth/logout': () => ok({}), [CURRENT_USER]: () => new Promise<FakeAnswer>(() => undefined) });
    renderAt(`/auth-success?token=${token}&refreshToken=refresh-1`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('accessToken')).toBe(token);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: { id: 'session-user', isAuthenticated: true } });
  });

  it('after the provider’s redirect also saves the school a guest asked for and goes back to its page', async () => {
    const put: string[] = [];
    fakeApi({
      '/api/auth/logout': () => ok({}),
      [CURRENT_USER]: () => ok({ success: true, user: ADA }),
      '/api/me/shortlist/stanford-university': (_body, config) => {
        put.push(String(config.method));
        return ok({ slugs: ['stanford-university'] });
      },
    });
    rememberReturnPath('/university/stanford-university');
    rememberSaveAfterSignIn({ slug: 'stanford-university', name: 'Stanford University' });
    renderAt(`/auth-success?token=${freshToken()}&refreshToken=refresh-1`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/university\/stanford-university$/));
    expect(put).toEqual(['put']);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ savedAfterSignIn: { slug: 'stanford-university', saved: true } });
  });

  it('verifies the token with the API at once and puts the real student in place of the placeholder', async () => {
    const token = freshToken();
    const sentWith: unknown[] = [];
    fakeApi({
      '/api/auth/logout': () => ok({}),
      [CURRENT_USER]: (_body, config) => {
        sentWith.push(config.headers.Authorization);
        return ok({ success: true, user: ADA });
      },
    });
    renderAt(`/auth-success?token=${token}&refreshToken=refresh-1`);
    await waitFor(() => expect(useSessionStore.getState().user).toEqual({ ...ADA, isAuthenticated: true }));
    expect(sentWith).toEqual([`Bearer ${token}`]);
  });

  it('ends the session when the API refuses the token and its refresh', async () => {
    fakeApi({
      '/api/auth/logout': () => ok({}),
      [CURRENT_USER]: () => ({ status: 401, data: { success: false, message: 'Invalid access token' } }),
      '/api/auth/refresh': () => ({ status: 401, data: { success: false, message: 'Refresh token is not valid' } }),
    });
    // The failure handler then sends the page to /login, which jsdom reports as a navigation it cannot do.
    const jsdomErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(`/auth-success?token=${freshToken()}&refreshToken=planted`);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('guest'));
    expect(String(jsdomErrors.mock.calls[0]?.[0])).toContain('Not implemented: navigation');
    jsdomErrors.mockRestore();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('never replaces the session of a student already signed in (login CSRF)', async () => {
    const mine = freshToken();
    window.localStorage.setItem('accessToken', mine);
    window.localStorage.setItem('refreshToken', 'my-refresh');
    useSessionStore.setState({ status: 'authenticated', user: ADA });
    const api = fakeApi({ '/api/auth/logout': () => ok({}) });
    renderAt(`/auth-success?token=${freshToken()}&refreshToken=attackers-refresh`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('accessToken')).toBe(mine);
    expect(window.localStorage.getItem('refreshToken')).toBe('my-refresh');
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: ADA });
    expect(api.calls).toEqual([]);
  });

  it('with neither goes to /login', async () => {
    renderAt('/auth-success');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
  });
});
