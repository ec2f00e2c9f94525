import { render, screen } from '@testing-library/react';
import { makeUniversity } from '../../../test-support/universities';
import { YearlyCostLine } from './yearly-cost-line';

it("gives no total for a department's example tuition, and says why", () => {
  render(<YearlyCostLine university={makeUniversity({ tuitionFees: 27520, livingExpenses: 15872, currency: 'CAD', category: 'Unknown' })} />);
  expect(screen.getByText("Total yearly cost: not comparable (the tuition is one department's example)")).toBeInTheDocument();
  expect(screen.queryByText(/43,392/)).not.toBeInTheDocument();
});
