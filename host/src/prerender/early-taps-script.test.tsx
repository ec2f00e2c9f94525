import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Header } from '../layout/header';
import { earlyTapsScript } from './early-taps-script';
import { renderStaticShell } from './static-shell';

// The page as index.html holds it, with the inline script run the way the
// browser runs it; then the app's takeover: createRoot replaces the shell.
let container: HTMLElement;
let root: Root | undefined;

beforeAll(() => {
  document.body.innerHTML = '<div id="root"></div>';
  container = document.getElementById('root') as HTMLElement;
  new Function(earlyTapsScript())();
});

beforeEach(() => {
  container.innerHTML = renderStaticShell();
  document.body.style.overflow = '';
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/**
 * Rendered as the browser runs it, outside act(): act would flush the app's
 * mount effects before the script's mutation-observer callback, an order a
 * browser never has, and hide a mount effect that closes the handed-over menu.
 */
async function appTakesOver() {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    root = createRoot(container);
    root.render(
      <MemoryRouter initialEntries={['/']}>
        <Header />
      </MemoryRouter>,
    );
    await waitFor(() => expect(container.querySelector('.static-shell')).toBeNull());
    // Every task the takeover scheduled (the mount effects among them) has run.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

const menu = () => document.getElementById('site-menu');

describe("index.html's early taps", () => {
  it('opens the static menu at once on a tap before the app starts', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('site-nav--open');
  });

  it('hands an open menu to the live header: open, with its overlay and scroll lock', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await appTakesOver();
    expect(container.querySelector('.static-shell')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('menu-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('leaves the live menu closed when the reader opened and closed it before the app started', async () => {
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toHaveClass('site-nav--open');
    await appTakesOver();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-overlay')).not.toBeInTheDocument();
  });

  it('hands the Explore list opened early to the live header', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    await appTakesOver();
    expect(screen.getByRole('button', { name: 'Explore' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blogs' })).toBeInTheDocument();
  });

  it('does nothing once the app is live: the header answers on its own', async () => {
    await appTakesOver();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
