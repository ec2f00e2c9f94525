import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { browseAsGuest, signInAsStudent } from '@gradatlas/shared/session-testing';
import { makeUniversity } from '../../../test-support/universities';
import { clearUniversityCache, rememberUniversities } from '../../../lib/university-cache';
import { getUniversity } from '../api/get-university';
import { detailAnswers } from '../../../test-support/detail-answers';
import { UniversityDetailPage } from './university-detail-page';

jest.mock('../api/get-university');
const mockedDetail = jest.mocked(getUniversity);
const mockedGet = detailAnswers(mockedDetail);

const PAGE = '/university/maple-ridge-university';

function renderDetail(entries = [PAGE]) {
  return renderWithRouter(
    [
      { path: '/university/:name', element: <UniversityDetailPage /> },
      { path: '/university', element: <UniversityDetailPage /> },
    ],
    entries,
  );
}

beforeEach(signInAsStudent);

afterEach(() => {
  mockedGet.mockReset();
  clearUniversityCache();
});

describe('not found', () => {
  it('says University not found when the API has no such university', async () => {
    mockedGet.mockResolvedValueOnce(null);
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'University not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('says University not found when there is no slug, without asking the API', async () => {
    renderDetail(['/university']);
    expect(await screen.findByRole('heading', { name: 'University not found' })).toBeInTheDocument();
    expect(mockedDetail).not.toHaveBeenCalled();
  });
});

describe('going back', () => {
  it('goes to the previous page when there is one', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValueOnce(makeUniversity());
    renderDetail(['/blogs', PAGE]);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs');
  });

  it('goes home when the page was opened directly', async () => {
    const user = userEvent.setup();
    mockedGet.mockResolvedValueOnce(null);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('failures and retries', () => {
  it('shows the error box; Try Again fetches again and shows the university', async () => {
    const user = userEvent.setup();
    mockedGet.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(makeUniversity());
    renderDetail();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load university data. Please try again later.');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Ridge University' })).toBeInTheDocument();
    expect(mockedDetail).toHaveBeenCalledTimes(2);
  });

  it('when the retry fails too and the list had no record of it, reports No university data available', async () => {
    const user = userEvent.setup();
    mockedGet.mockRejectedValue(new Error('network'));
    renderDetail();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('No university data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('when the retry fails, falls back to the record the explore list showed', async () => {
    const user = userEvent.setup();
    rememberUniversities(true, [makeUniversity({ name: 'Maple Ridge University', tuitionFees: 41000 })]);
    mockedGet.mockRejectedValue(new Error('network'));
    renderDetail();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Ridge University' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The full record could not be loaded');
    expect(screen.getByLabelText('Quick facts')).toHaveTextContent('$41,000');
  });

  it('does not fall back to a record cached for the other audience', async () => {
    const user = userEvent.setup();
    browseAsGuest();
    rememberUniversities(true, [makeUniversity()]);
    mockedGet.mockRejectedValue(new Error('network'));
    renderDetail();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No university data available')).toBeInTheDocument();
  });
});

describe('page metadata', () => {
  it('sets the title and description while shown and restores them after', async () => {
    document.title = 'GradAtlas';
    mockedGet.mockResolvedValueOnce(makeUniversity());
    const { unmount } = renderDetail();
    await screen.findByRole('heading', { level: 1 });

    expect(document.title).toBe('Maple Ridge University - GradAtlas');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A public research university on the lake shore.',
    );
    unmount();
    expect(document.title).toBe('GradAtlas');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });

  it('describes a university without a summary from its name and place', async () => {
    mockedGet.mockResolvedValueOnce(makeUniversity({ summary: null }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Maple Ridge University, Toronto, Ontario: tuition, living costs, admission requirements, rankings and FAQs on GradAtlas.',
    );
  });
});
