import {
  classicToFocusGmat, focusToClassicGmat, gmatToGre, gpaScale, gpaToFourPoint, gpaToTenPoint, greToGmat,
  ieltsToToefl, isClassicGmat, toeflToIelts, toFocusGmat,
} from './conversions';

describe('TOEFL <-> IELTS (ETS table)', () => {
  it.each([
    [0, 0], [31, 4], [32, 4.5], [34, 4.5], [35, 5], [45, 5], [46, 5.5], [59, 5.5], [60, 6], [78, 6],
    [79, 6.5], [93, 6.5], [94, 7], [101, 7], [102, 7.5], [109, 7.5], [110, 8], [114, 8], [115, 8.5],
    [117, 8.5], [118, 9], [120, 9],
  ])('TOEFL %d is IELTS %d', (toefl, ielts) => {
    expect(toeflToIelts(toefl)).toBe(ielts);
  });

  it('maps each IELTS band to the middle of its TOEFL range', () => {
    expect(ieltsToToefl(7)).toBe(98);
    expect(ieltsToToefl(6.5)).toBe(86);
    expect(ieltsToToefl(9)).toBe(119);
    expect(ieltsToToefl(4)).toBe(31);
    expect(ieltsToToefl(0)).toBe(0);
  });

  it('round-trips every half band', () => {
    for (let band = 0; band <= 9; band += 0.5) expect(toeflToIelts(ieltsToToefl(band))).toBe(band);
  });

  it('never decreases', () => {
    for (let toefl = 1; toefl <= 120; toefl += 1) expect(toeflToIelts(toefl)).toBeGreaterThanOrEqual(toeflToIelts(toefl - 1));
    for (let band = 0.5; band <= 9; band += 0.5) expect(ieltsToToefl(band)).toBeGreaterThan(ieltsToToefl(band - 0.5));
  });
});

describe('GMAT classic <-> Focus', () => {
  it('uses the stated anchors', () => {
    expect(classicToFocusGmat(700)).toBe(645);
    expect(classicToFocusGmat(200)).toBe(205);
    expect(classicToFocusGmat(800)).toBe(805);
    expect(focusToClassicGmat(645)).toBe(700);
    expect(focusToClassicGmat(805)).toBe(800);
  });

  it('gives Focus scores ending in 5', () => {
    for (let classic = 200; classic <= 800; classic += 10) expect(classicToFocusGmat(classic) % 10).toBe(5);
  });

  it('reads multiples of 10 as classic and other values as Focus', () => {
    expect(isClassicGmat(700)).toBe(true);
    expect(isClassicGmat(705)).toBe(false);
    expect(toFocusGmat(700)).toBe(645);
    expect(toFocusGmat(705)).toBe(705);
  });
});

describe('GMAT <-> GRE (scale-proportional approximation)', () => {
  it('maps the ends of the scales onto each other', () => {
    expect(gmatToGre(200)).toBe(260);
    expect(gmatToGre(800)).toBe(340);
    expect(gmatToGre(805)).toBe(340);
    expect(greToGmat(340)).toBe(805);
  });

  it('converts classic 700 and its Focus equivalent alike', () => {
    expect(gmatToGre(700)).toBe(327);
    expect(gmatToGre(645)).toBe(327);
  });

  it('never decreases on the Focus scale', () => {
    for (let focus = 215; focus <= 805; focus += 10) expect(gmatToGre(focus)).toBeGreaterThanOrEqual(gmatToGre(focus - 10));
  });
});

describe('GPA scales', () => {
  it('reads at most 4 as the 4-point scale and above 4 as the 10-point scale', () => {
    expect(gpaScale(4)).toBe(4);
    expect(gpaScale(3.2)).toBe(4);
    expect(gpaScale(4.1)).toBe(10);
    expect(gpaScale(9)).toBe(10);
  });

  it('converts linearly between the scales', () => {
    expect(gpaToTenPoint(3.6)).toBe(9);
    expect(gpaToTenPoint(8.5)).toBe(8.5);
    expect(gpaToFourPoint(8.5)).toBe(3.4);
    expect(gpaToFourPoint(3.5)).toBe(3.5);
  });

  it('keeps to the scale the student named, whatever the number', () => {
    expect(gpaScale(4.2, 5)).toBe(5);
    expect(gpaToFourPoint(4.2, 5)).toBe(3.36);
    expect(gpaToFourPoint(3.8, 10)).toBe(1.52);
    expect(gpaToFourPoint(3.8, 4)).toBe(3.8);
    expect(gpaToTenPoint(4.2, 5)).toBe(8.4);
  });
});
