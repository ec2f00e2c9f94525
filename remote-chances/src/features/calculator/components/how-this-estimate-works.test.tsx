import { render, screen, within } from '@testing-library/react';
import { HowThisEstimateWorks } from './how-this-estimate-works';

it('explains the estimate to a student: plain words, no commands, no unexplained statistics terms', () => {
  render(<HowThisEstimateWorks />);
  const region = screen.getByRole('region', { name: 'How this estimate works' });
  const text = region.textContent ?? '';
  expect(text).not.toMatch(/npm|evaluate:model|\bAUC\b|\bBrier\b|log-odds|calibration/i);
  for (const heading of ['What it learned from', 'How it is worked out', 'How accurate it is', 'What it cannot know']) {
    expect(within(region).getByRole('heading', { name: heading, level: 3 })).toBeInTheDocument();
  }
});

it('says in words how the estimates did on the last season the model had not seen', () => {
  render(<HowThisEstimateWorks />);
  expect(screen.getByText('Of applicants we gave 60-80 %, 60 % were admitted.')).toBeInTheDocument();
  expect(screen.getByText(/about 5 points too high on average/)).toBeInTheDocument();
  expect(screen.getByText(/If you give no test score, you are estimated as the applicants who posted no test were admitted/)).toBeInTheDocument();
});
