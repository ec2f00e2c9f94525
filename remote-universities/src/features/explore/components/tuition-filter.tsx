import { formatMoney } from '@gradatlas/shared/domain';
import { useCurrencyStore } from '@gradatlas/shared/session';
import { useInYourCurrency } from '../../../components/use-in-your-currency';
import { TUITION_BANDS, type TuitionBand } from '../explore-rules';

/**
 * A band's label in the student's currency, with the SPEC's US$ band beside
 * it: "Up to about ₹23,70,000 ($25,000)", "About ₹23,70,000-₹33,20,000
 * ($25,001-$35,000)", "Above about ₹80,70,000 ($85,000)". The SPEC's label as
 * it is without a currency (or a rate); the US$ band is what is sent either way.
 */
export function tuitionBandLabel(band: TuitionBand, inYourCurrency?: (usd: number) => string | null): string {
  const { min, max } = band;
  if (!inYourCurrency || min === undefined) return band.label;
  if (max === undefined) {
    // "Above $85,000" starts at 85,001: its label names 85,000, as the SPEC's does.
    const above = inYourCurrency(min - 1);
    return above ? `Above about ${above} (${formatMoney(min - 1)})` : band.label;
  }
  const low = inYourCurrency(min);
  const high = inYourCurrency(max);
  if (!low || !high) return band.label;
  return min === 0 ? `Up to about ${high} (${formatMoney(max)})` : `About ${low}-${high} (${band.label})`;
}

interface TuitionFilterProps {
  tuitionBand: number;
  onTuitionBandChange: (band: number) => void;
}

/**
 * The tuition filter (SPEC section 5, signed-in students only): the SPEC's
 * US$ bands, labelled in the student's currency once one is chosen; the US$
 * band is what is sent either way. A chunk of its own: a guest, and so the
 * home page's first load, never needs it.
 */
export function TuitionFilter({ tuitionBand, onTuitionBandChange }: TuitionFilterProps) {
  const inYourCurrency = useInYourCurrency();
  const currency = useCurrencyStore((state) => state.currency);
  const rates = useCurrencyStore((state) => state.rates);
  const amount = inYourCurrency && rates ? (usd: number) => inYourCurrency.approximateUsd(usd, currency, rates) : undefined;
  return (
    <select value={tuitionBand} onChange={(event) => onTuitionBandChange(Number(event.target.value))}>
      {TUITION_BANDS.map((band, index) => (
        <option key={band.label} value={index}>
          {tuitionBandLabel(band, amount)}
        </option>
      ))}
    </select>
  );
}
