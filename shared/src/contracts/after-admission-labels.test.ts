import { monthDayToSeasonDay, outcomeCoverLabel, SEASON_DAYS, seasonDayLabel, seasonDayToMonthDay, seasonWindowLabel, stemCountLabel } from './after-admission-labels';

/** The same day counted with the calendar: days from 1 September 2022 to the month and day in the season 2022-23 (not a leap year). */
const calendarSeasonDay = (month: number, day: number) => (Date.UTC(month >= 9 ? 2022 : 2023, month - 1, day) - Date.UTC(2022, 8, 1)) / 86_400_000;

describe('days of the admission season', () => {
  it('count from 1 September to 31 August, as the calendar does', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 15, 28]) expect(monthDayToSeasonDay(month, day)).toBe(calendarSeasonDay(month, day));
    }
    expect(monthDayToSeasonDay(9, 1)).toBe(0);
    expect(monthDayToSeasonDay(8, 31)).toBe(SEASON_DAYS - 1);
  });

  it('read 29 February as 28 February, so every year lands on the same days', () => {
    expect(monthDayToSeasonDay(2, 29)).toBe(monthDayToSeasonDay(2, 28));
  });

  it('turn back into the month and day they came from, for every day of the season', () => {
    for (let seasonDay = 0; seasonDay < SEASON_DAYS; seasonDay += 1) {
      const { month, day } = seasonDayToMonthDay(seasonDay);
      expect(monthDayToSeasonDay(month, day)).toBe(seasonDay);
    }
    expect(() => seasonDayToMonthDay(SEASON_DAYS)).toThrow(RangeError);
    expect(() => seasonDayToMonthDay(-1)).toThrow(RangeError);
  });

  it('are written as a person reads them', () => {
    expect(seasonDayLabel(monthDayToSeasonDay(2, 3))).toBe('3 Feb');
    expect(seasonWindowLabel(monthDayToSeasonDay(2, 3), monthDayToSeasonDay(3, 12))).toBe('3 Feb - 12 Mar');
    expect(seasonWindowLabel(monthDayToSeasonDay(12, 20), monthDayToSeasonDay(1, 9))).toBe('20 Dec - 9 Jan');
  });
});

describe('the words of the STEM list and the Scorecard', () => {
  it('count codes and name the cohort', () => {
    expect(stemCountLabel(24, 27)).toBe('24 of 27 programmes on the DHS STEM list');
    expect(stemCountLabel(1, 1)).toBe('1 of 1 programme on the DHS STEM list');
    expect(outcomeCoverLabel('2015-17')).toBe('US graduates with federal aid, completed 2015-17');
  });
});
