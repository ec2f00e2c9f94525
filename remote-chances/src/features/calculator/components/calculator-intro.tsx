// The calculator's heading and the sentence under it: the page's first lines,
// which the site's server also draws for a student's first view (src/server).
export const CALCULATOR_INTRO = {
  heading: 'Rate My Chances',
  intro: 'Enter your scores to see which universities are safe, moderate or ambitious for you, or how your profile compares at one university.',
} as const;

export function CalculatorIntro() {
  return (
    <>
      <h1>{CALCULATOR_INTRO.heading}</h1>
      <p className="calculator__intro">{CALCULATOR_INTRO.intro}</p>
    </>
  );
}
