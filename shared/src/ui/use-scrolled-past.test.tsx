import { act, render, screen } from '@testing-library/react';
import { useScrolledPast } from './use-scrolled-past';

function Probe() {
  return <p>{useScrolledPast(50) ? 'past' : 'not past'}</p>;
}

describe('useScrolledPast', () => {
  afterEach(() => {
    window.scrollY = 0;
    jest.restoreAllMocks();
  });

  it('reads the scroll position in the next frame, not while mounting, and follows scrolling', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    // A page restored below the threshold after the first render: seen once the frame comes.
    window.scrollY = 120;
    expect(screen.getByText('not past')).toBeInTheDocument();
    act(() => frames.forEach((callback) => callback(0)));
    expect(screen.getByText('past')).toBeInTheDocument();
    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('not past')).toBeInTheDocument();
  });

  it('stops listening and cancels its frame when unmounted', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const removed = jest.spyOn(window, 'removeEventListener');
    render(<Probe />).unmount();
    expect(cancel).toHaveBeenCalled();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
