/**
 * @jest-environment node
 */
import serverPages from './server-pages';

describe("the chances remote's server pages", () => {
  it("draws the calculator's first lines for students only, from no answer", () => {
    const request = { page: 'RateMyChancesPage', route: '/rate-my-chances', pathname: '/rate-my-chances', search: '', params: {} };
    expect(serverPages.answerPath(request)).toBeNull();
    const copy = serverPages.render(request, null, 'https://chances.example/');
    expect(copy?.audience).toBe('member');
    expect(copy?.html).toBe(
      '<div class="container section calculator"><h1>Rate My Chances</h1><p class="calculator__intro">Enter your scores to see which universities are safe, moderate or ambitious for you, or how your profile compares at one university.</p></div>',
    );
  });
});
