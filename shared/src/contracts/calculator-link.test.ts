import { calculatorLink, calculatorLinkFrom } from './calculator-link';

const read = (path: string) => calculatorLinkFrom(new URLSearchParams(path.split('?')[1] ?? ''));

it('carries a university, a programme and a level there and back', () => {
  const path = calculatorLink({ university: 'Georgia Institute of Technology-Main Campus', program: { code: '11.07', title: 'Computer Science' }, level: 'doctoral' });
  expect(path).toBe('/rate-my-chances?university=Georgia+Institute+of+Technology-Main+Campus&program=11.07&programTitle=Computer+Science&level=doctoral');
  expect(read(path)).toEqual({ university: 'Georgia Institute of Technology-Main Campus', program: { code: '11.07', title: 'Computer Science' }, level: 'phd' });
});

it('is the plain calculator when nothing is known', () => {
  expect(calculatorLink({})).toBe('/rate-my-chances');
  expect(read('/rate-my-chances')).toEqual({ university: null, program: null, level: null });
});

it('ignores what makes no sense', () => {
  expect(read('/x?university=' + 'a'.repeat(201) + '&program=11.7&level=constructor')).toEqual({ university: null, program: null, level: null });
});
