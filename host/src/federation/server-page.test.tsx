import { render, within } from '@testing-library/react';
import type * as ServerPage from './server-page';

type ServerPageModule = typeof ServerPage;

/** A fresh copy of the module: what it keeps is taken once per page load. */
async function freshModule(): Promise<ServerPageModule> {
  let loaded: ServerPageModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./server-page');
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

/** index.html as the server sent it: the static shell with a page's content in its frame. */
function serverWrotePageFor(path: string): HTMLElement {
  document.body.innerHTML = `<div id="root"><div class="static-shell__frame"><div class="server-page" data-server-page="${path}"><h1>Stanford University</h1></div></div></div>`;
  return document.querySelector('.server-page') as HTMLElement;
}

beforeEach(() => window.history.replaceState(null, '', '/university/stanford-university'));
afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.session;
});

it("keeps the server's content on screen, the same element moved, while the remote page loads", async () => {
  const written = serverWrotePageFor('/university/stanford-university');
  const { ServerPageOrLoading } = await freshModule();
  // The app's tree, where React's first commit puts it.
  const app = document.body.appendChild(document.createElement('div'));
  render(<ServerPageOrLoading />, { container: app });
  expect(within(app).getByRole('heading', { name: 'Stanford University' })).toBe(written.querySelector('h1'));
  expect(within(app).queryByRole('status')).not.toBeInTheDocument();
});

it('shows the loading frame once the remote page has loaded, and at another address', async () => {
  serverWrotePageFor('/university/stanford-university');
  const { ServerPageOrLoading, forgetServerPage } = await freshModule();
  window.history.replaceState(null, '', '/blogs');
  const elsewhere = render(<ServerPageOrLoading />, { container: document.body.appendChild(document.createElement('div')) });
  expect(within(elsewhere.container).getByRole('status')).toHaveTextContent('Loading...');
  elsewhere.unmount();
  window.history.replaceState(null, '', '/university/stanford-university');
  forgetServerPage();
  const loaded = render(<ServerPageOrLoading />, { container: document.body.appendChild(document.createElement('div')) });
  expect(within(loaded.container).queryByRole('heading', { name: 'Stanford University' })).not.toBeInTheDocument();
  expect(within(loaded.container).getByRole('status')).toBeInTheDocument();
});

it("never shows a signed-in student the guest's content", async () => {
  serverWrotePageFor('/university/stanford-university');
  document.documentElement.dataset.session = 'member';
  const { ServerPageOrLoading } = await freshModule();
  const { container } = render(<ServerPageOrLoading />, { container: document.body.appendChild(document.createElement('div')) });
  expect(within(container).getByRole('status')).toBeInTheDocument();
  expect(within(container).queryByRole('heading')).not.toBeInTheDocument();
});

describe("a student's own page (the calculator)", () => {
  function serverWroteStudentPage(): HTMLElement {
    document.body.innerHTML =
      '<div id="root"><div class="static-shell__frame"><div class="server-page" data-server-page="/rate-my-chances" data-audience="member"><h1>Rate My Chances</h1></div></div></div>';
    return document.querySelector('.server-page') as HTMLElement;
  }

  beforeEach(() => window.history.replaceState(null, '', '/rate-my-chances'));

  it('keeps its first lines on screen for a signed-in student while the remote page loads', async () => {
    const written = serverWroteStudentPage();
    document.documentElement.dataset.session = 'member';
    const { ServerPageOrLoading } = await freshModule();
    const { container } = render(<ServerPageOrLoading />, { container: document.body.appendChild(document.createElement('div')) });
    expect(within(container).getByRole('heading', { name: 'Rate My Chances' })).toBe(written.querySelector('h1'));
    expect(within(container).queryByRole('status')).not.toBeInTheDocument();
  });

  it('never shows them to a guest, who is sent to sign in', async () => {
    serverWroteStudentPage();
    const { ServerPageOrLoading } = await freshModule();
    const { container } = render(<ServerPageOrLoading />, { container: document.body.appendChild(document.createElement('div')) });
    expect(within(container).getByRole('status')).toBeInTheDocument();
    expect(within(container).queryByRole('heading')).not.toBeInTheDocument();
  });
});
