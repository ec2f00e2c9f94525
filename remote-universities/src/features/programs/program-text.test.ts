import { awardsLine } from './program-text';

it('says how many degrees a university awarded in the programme, with the year', () => {
  expect(awardsLine(383, 'masters', 'Computer Science', '2022-23')).toBe("383 master's degrees in Computer Science, 2022-23");
  expect(awardsLine(1, 'doctoral', 'Economics', '2022-23')).toBe('1 doctorate in Economics, 2022-23');
  expect(awardsLine(1102, null, 'Computer Science', '2022-23')).toBe('1,102 graduate degrees in Computer Science, 2022-23');
  expect(awardsLine(0, 'masters', 'Data Science', '2022-23')).toBe("0 master's degrees in Data Science, 2022-23");
});
