import { render, screen, within } from '@testing-library/react';
import { HowThisEstimateWorks } from './how-this-estimate-works';
import { TIER_MEANINGS } from '../../../test-support/fixtures';

it('explains the estimate to a student: plain words, no commands, no unexplained statistics terms', () => {
  render(<HowThisEstimateWorks />);
  const region = screen.getByRole('region', { name: 'How this estimate works' });
  const text = region.textContent ?? '';
  expect(text).not.toMatch(/npm|evaluate:model|\bAUC\b|\bBrier\b|log-odds|calibrat|\bweight\b|standard deviation/i);
  for (const heading of ['What it learned from', 'How admissions moved lately', 'How it is worked out', 'What the tiers mean', 'How often it was right last season', 'What it cannot know']) {
    expect(within(region).getByRole('heading', { name: heading, level: 3 })).toBeInTheDocument();
  }
});

it('says which seasons it learned from and how admissions moved lately, in words', () => {
  render(<HowThisEstimateWorks />);
  expect(screen.getByText(/for the seasons 2012 to Fall 2025/)).toBeInTheDocument();
  expect(screen.getByText(/PhD offers fell again between 2024 and 2025/)).toBeInTheDocument();
  expect(screen.getByText(/every likely range is widened by that much/)).toBeInTheDocument();
});

it('says how often its estimates of the last season were right, by tier', () => {
  render(<HowThisEstimateWorks />);
  expect(screen.getByText('Of the 4,973 applicants it would have called Safe, 83 % were admitted.')).toBeInTheDocument();
  expect(screen.getByText('Of the 5,782 applicants it would have called Ambitious, 21 % were admitted.')).toBeInTheDocument();
  expect(screen.getByText(/If you give no test score, you are estimated as the applicants who posted no test were admitted/)).toBeInTheDocument();
});

it('shows what each tier means in the words the answer carries, and points to them before there is one', () => {
  const { rerender } = render(<HowThisEstimateWorks />);
  expect(screen.getByText('Each result says, beside its tier, what Safe, Moderate and Ambitious mean.')).toBeInTheDocument();
  rerender(<HowThisEstimateWorks tierMeanings={TIER_MEANINGS} />);
  expect(screen.getByText(`Safe: ${TIER_MEANINGS.safe}`)).toBeInTheDocument();
  expect(screen.getByText(`Ambitious: ${TIER_MEANINGS.ambitious}`)).toBeInTheDocument();
});
