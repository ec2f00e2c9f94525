import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

// The remote's page itself is the federation's business (remote-page tests,
// browser tests); here it only shows that the home page asked for it.
jest.mock('../../../federation/remote-page', () => ({
  RemotePage: ({ remote, page }: { remote: string; page: string }) => <p>remote page {`${remote}/${page}`}</p>,
}));

/** A stand-in IntersectionObserver (jsdom has none) that the test moves by hand. */
class FakeObserver {
  static current: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comesNear(isIntersecting: boolean) {
    this.reportsInOneCall([isIntersecting]);
  }
  /** One callback with an entry per change for each observed element, oldest first, as the browser queues them. */
  reportsInOneCall(changes: boolean[]) {
    const entries = this.observed.flatMap((target) => changes.map((isIntersecting) => ({ target, isIntersecting }) as IntersectionObserverEntry));
    act(() => this.report(entries, this as unknown as IntersectionObserver));
  }
}

describe('HomePage', () => {
  beforeEach(() => {
    FakeObserver.current = [];
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  });

  it('shows the intro at once and loads the explore list only when the visitor comes within a screen of it', () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/remote page/)).not.toBeInTheDocument();

    const [observer] = FakeObserver.current;
    expect(observer?.options?.rootMargin).toBe('100%');
    expect(observer?.observed[0]).toHaveAttribute('id', 'explore');
    observer!.comesNear(false);
    expect(screen.queryByText(/remote page/)).not.toBeInTheDocument();

    observer!.comesNear(true);
    expect(screen.getByText('remote page universities/ExploreSection')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  // Issue 46: a reader who scrolled to the list during a busy start-up. The
  // observer's first look ("far") and the change ("near") waited for the same
  // callback; the list must load all the same.
  it("loads the explore list when one callback brings the first look and the reader's arrival together", () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    const [observer] = FakeObserver.current;
    observer!.reportsInOneCall([false, true]);
    expect(screen.getByText('remote page universities/ExploreSection')).toBeInTheDocument();
  });
});
