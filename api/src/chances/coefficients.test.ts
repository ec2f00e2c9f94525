import { COEFFICIENTS, INPUT_NAMES, predictChanceOfAdmit } from './coefficients';

describe('fitted coefficients', () => {
  it('has a positive effect and a positive spread for every input', () => {
    for (const name of INPUT_NAMES) {
      expect(COEFFICIENTS.inputs[name].coefficient).toBeGreaterThan(0);
      expect(COEFFICIENTS.inputs[name].std).toBeGreaterThan(0);
    }
  });

  it('predicts the mean chance at the mean applicant (a property of least squares with an intercept)', () => {
    const { gre, toefl, cgpa } = COEFFICIENTS.inputs;
    const atMeans = predictChanceOfAdmit({ gre: gre.mean, toefl: toefl.mean, cgpa: cgpa.mean });
    expect(atMeans).toBeCloseTo(COEFFICIENTS.meanChance, 3);
  });

  it('scores a stronger applicant higher', () => {
    const weaker = predictChanceOfAdmit({ gre: 300, toefl: 95, cgpa: 7.5 });
    const stronger = predictChanceOfAdmit({ gre: 330, toefl: 115, cgpa: 9.5 });
    expect(stronger).toBeGreaterThan(weaker);
  });
});
