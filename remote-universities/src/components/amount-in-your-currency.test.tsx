import { act, render, screen } from '@testing-library/react';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { AmountInYourCurrency, RatesUsed, usdThreshold } from './amount-in-your-currency';

const INR = { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };
const CAD = { currency: 'CAD', name: 'Canadian Dollar', unitsPerUsd: 1.4034, date: '2026-06', source: 'Federal Reserve H.10, monthly average' };

beforeEach(() => useCurrencyStore.setState({ currency: 'USD', rates: undefined }));

describe('an amount in the student’s currency, among many on a page', () => {
  it('leads with "about" the converted figure and keeps the published one under it; the published figure alone in US$', () => {
    const { container } = render(
      <AmountInYourCurrency amount={30000} from="USD">
        $30,000
      </AmountInYourCurrency>,
    );
    expect(container).toHaveTextContent(/^\$30,000$/);
    act(() => useCurrencyStore.setState({ currency: 'INR', rates: [INR] }));
    // 30,000 x 94.96 = 28,48,800.
    expect(container).toHaveTextContent(/^about ₹28,50,000\(published: \$30,000\)$/);
  });

  it('shows a CA$ amount as published when CA$ is the chosen currency', () => {
    useCurrencyStore.setState({ currency: 'CAD', rates: [INR, CAD] });
    const { container } = render(
      <AmountInYourCurrency amount={25514} from="CAD">
        CA$25,514
      </AmountInYourCurrency>,
    );
    expect(container).toHaveTextContent(/^CA\$25,514$/);
  });

  it('writes a US$ threshold in the currency with the US$ figure beside it', () => {
    expect(usdThreshold(50000, 'INR', [INR])).toBe('about ₹47,50,000 (US$50,000)');
    expect(usdThreshold(50000, 'BDT', [INR])).toBe('US$50,000');
  });

  it('names the rates once for the page, with source and date, and the CA$ rate only when a CA$ figure is there', () => {
    const { container, rerender } = render(<RatesUsed withCad={false} />);
    expect(container).toBeEmptyDOMElement();
    act(() => useCurrencyStore.setState({ currency: 'INR', rates: [INR, CAD] }));
    expect(container).toHaveTextContent(
      'Costs in Indian Rupee are estimates, converted at US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026). Each shows the published figure too.',
    );
    rerender(<RatesUsed withCad />);
    expect(screen.getByText(/converted at US\$1 = ₹94.96 .* and US\$1 = CA\$1.3013 \(Bank of Canada, annual average, 2022\)\./)).toBeInTheDocument();
  });
});
