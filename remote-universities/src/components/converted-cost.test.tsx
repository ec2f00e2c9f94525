import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { ConvertedCost } from './converted-cost';

const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
const CAD = { currency: 'CAD', name: 'Canadian Dollar', unitsPerUsd: 1.4034, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };

describe('a cost in the student’s currency', () => {
  beforeEach(() => useCurrencyStore.setState({ currency: 'USD', rates: undefined }));

  it('shows nothing in US$ or before the rates arrive, and "about" the converted amount once both are there', () => {
    const { container } = render(<ConvertedCost amount={67502} from="USD" />);
    expect(container).toBeEmptyDOMElement();
    act(() => useCurrencyStore.setState({ currency: 'INR' }));
    expect(container).toBeEmptyDOMElement();
    act(() => useCurrencyStore.setState({ rates: [INR, CAD] }));
    expect(screen.getByText('about ₹64,10,000')).toBeInTheDocument();
  });

  it('opens the rate, its date and its source with a tap or the keyboard, and closes with Escape', async () => {
    useCurrencyStore.setState({ currency: 'INR', rates: [INR] });
    render(<ConvertedCost amount={67502} from="USD" basis="Tuition: IPEDS 2022-23." />);
    const toggle = screen.getByRole('button', { name: 'rate and source of about ₹64,10,000' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/converted at/)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('US$67,502 converted at US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026). Tuition: IPEDS 2022-23.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('converts a CA$ amount at the one CA$ rate of the page (the data set’s 2022 rate, not the list’s newer one) and names both rates', async () => {
    useCurrencyStore.setState({ currency: 'INR', rates: [INR, CAD] });
    render(<ConvertedCost amount={13013} from="CAD" />);
    await userEvent.click(screen.getByRole('button', { name: /^rate/ }));
    // CA$13,013 at US$1 = CA$1.3013 is US$10,000, at ₹94.96 ₹9,49,600.
    expect(screen.getByText('about ₹9,50,000')).toBeInTheDocument();
    expect(
      screen.getByText('CA$13,013 converted at US$1 = CA$1.3013 (Bank of Canada, annual average, 2022) and US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026).', { exact: false }),
    ).toBeVisible();
  });

  it('says the rate’s date beside the amount once the rate is older than about two months', () => {
    useCurrencyStore.setState({ currency: 'INR', rates: [INR] });
    const { rerender } = render(<ConvertedCost amount={67502} from="USD" now={Date.UTC(2026, 7, 20)} />);
    expect(screen.queryByText(/rate of/)).not.toBeInTheDocument(); // June's average, 50 days after June 30
    rerender(<ConvertedCost amount={67502} from="USD" now={Date.UTC(2026, 10, 28)} />);
    expect(screen.getByText('(rate of June 2026)')).toBeVisible();
  });

  it('leaves the published figure alone when the currency has no rate or the amount is missing', () => {
    useCurrencyStore.setState({ currency: 'BDT', rates: [INR] });
    const { container, rerender } = render(<ConvertedCost amount={67502} from="USD" />);
    expect(container).toBeEmptyDOMElement();
    act(() => useCurrencyStore.setState({ currency: 'BDT', rates: [INR] }));
    rerender(<ConvertedCost amount={67502} from="USD" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ConvertedCost amount={null} from="USD" />);
    expect(container).toBeEmptyDOMElement();
  });
});
