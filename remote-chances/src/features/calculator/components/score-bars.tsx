import { barTone, likelyRangeText, probabilityText, probabilityWidth, TONE_TEXT, weightWidth } from '../model/score-bar';

/** SPEC section 9: the probability bar is as wide as the percent; its text has 1 decimal. The likely range follows it. */
export function ProbabilityBar({ percent, range }: { percent: number; range?: { low: number; high: number } }) {
  const text = probabilityText(percent);
  const rangeText = range ? `, ${likelyRangeText(range)}` : '';
  return (
    <div className="chance-meter">
      <div className="chance-meter__track" role="meter" aria-label="Estimated chance" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${text}${rangeText}`}>
        <div className="chance-meter__fill" style={{ width: probabilityWidth(percent) }} />
      </div>
      <span className="chance-meter__text">{text}</span>
      {range && <span className="chance-meter__range">{rangeText}</span>}
    </div>
  );
}

/**
 * SPEC section 9: a requirement bar is weight × 100 % wide, green from 0.7,
 * amber from 0.4, red below; words say the same and what the bar measures
 * (`meaning`: where the score sits among admitted applicants'), so neither
 * colour nor a bare number is the only signal.
 */
export function WeightBar({ weight, label, meaning, compared }: { weight: number; label: string; meaning: string; compared: boolean }) {
  const tone = barTone(weight);
  // Strong, fair or weak only where there was something to compare with.
  const words = compared ? `${TONE_TEXT[tone]}: ${meaning}` : meaning;
  return (
    <div className="weight-bar">
      <div className="weight-bar__track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={1} aria-valuenow={weight} aria-valuetext={words}>
        <div className={`weight-bar__fill weight-bar__fill--${tone}`} data-tone={tone} style={{ width: weightWidth(weight) }} />
      </div>
      <span className="weight-bar__text">{words}</span>
    </div>
  );
}
