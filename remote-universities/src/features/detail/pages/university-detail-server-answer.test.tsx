import { screen } from '@testing-library/react';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { UniversityDetailPage } from './university-detail-page';

// The host's server writes a guest's first view of the page with the API's
// answer in it (scripts/server-pages); the page starts from that answer.
const GUEST_PATH = '/api/public/universities/slug/maple-ridge-university';
const ANSWER = { university: { name: 'Maple Ridge University', city: 'Toronto', state: 'ON', country: 'Canada' }, programs: null };

function embed(apiPath: string, answer: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.apiAnswer = apiPath;
  block.textContent = JSON.stringify(answer);
  document.body.append(block);
}

function renderDetail() {
  return renderWithRouter([{ path: '/university/:name', element: <UniversityDetailPage /> }], ['/university/maple-ridge-university']);
}

afterEach(() => {
  restoreApi();
  document.querySelectorAll('script[data-api-answer]').forEach((block) => block.remove());
});

it("shows a guest the answer written into the page at once, with no request for it", () => {
  browseAsGuest();
  const api = fakeApi({});
  embed(GUEST_PATH, ANSWER);
  renderDetail();
  // In the first render: no loading frame between the server's copy and this page.
  expect(screen.getByRole('heading', { level: 1, name: 'Maple Ridge University' })).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it("asks the API for a signed-in student's own answer: the page's is a guest's", async () => {
  signInAsStudent();
  const api = fakeApi({ '/api/universities/slug/maple-ridge-university': () => ok({ university: { ...ANSWER.university, name: 'Maple Ridge (member view)' } }) });
  embed(GUEST_PATH, ANSWER);
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Maple Ridge (member view)' })).toBeInTheDocument();
  expect(api.calls.map((call) => call.url)).toEqual(['/api/universities/slug/maple-ridge-university']);
});

it('asks the API when the page holds an answer for another path (a server of another API version)', async () => {
  browseAsGuest();
  const api = fakeApi({ [GUEST_PATH]: () => ok(ANSWER) });
  embed('/api/v0/universities/maple-ridge-university', { university: { name: 'Stale copy' } });
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Maple Ridge University' })).toBeInTheDocument();
  expect(api.calls.map((call) => call.url)).toEqual([GUEST_PATH]);
  expect(screen.queryByText('Stale copy')).not.toBeInTheDocument();
});
