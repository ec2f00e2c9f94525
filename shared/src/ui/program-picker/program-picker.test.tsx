import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { ProgramPicker, type ProgramChoice } from './program-picker';

// As the API words them (api/src/features/programs/suggest-programs.ts): what each covers, never the code.
const SUGGESTIONS = [
  { code: '45.06', title: 'Economics', covers: 'All 6 programmes under Economics', universities: 215 },
  { code: '45.0603', title: 'Econometrics and Quantitative Economics', covers: 'This programme only', universities: 40 },
];
const COMPUTER_SCIENCE = [
  { code: '11', title: 'Computer Science', covers: 'All 27 programmes under Computer and Information Sciences and Support Services', universities: 519 },
  { code: '11.07', title: 'Computer Science', covers: 'This programme only', universities: 266 },
  { code: '30.48', title: 'Linguistics and Computer Science', covers: 'This programme only', universities: 1 },
];

function Harness({ onChange }: { onChange: (program: ProgramChoice | null, level: string) => void }) {
  const [program, setProgram] = useState<ProgramChoice | null>(null);
  const [level, setLevel] = useState<'masters' | 'doctoral'>('masters');
  return (
    <ProgramPicker
      program={program}
      level={level}
      onProgramChange={(next) => {
        setProgram(next);
        onChange(next, level);
      }}
      onLevelChange={(next) => {
        setLevel(next);
        onChange(program, next);
      }}
    />
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  restoreApi();
  jest.useRealTimers();
});

it('offers programmes for the typed words, chooses one by keyboard, then offers the level, and emptying the box removes the choice', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const api = fakeApi({ '/api/public/programs/suggestions': () => ok({ data: [...SUGGESTIONS, { code: 45 }] }) });
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  expect(screen.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument();

  const box = screen.getByRole('combobox', { name: 'Programme' });
  await user.type(box, 'econ');
  await act(async () => jest.advanceTimersByTime(800));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'EconomicsAll 6 programmes under Economics · 215 US universities award it',
    'Econometrics and Quantitative EconomicsThis programme only · 40 US universities award it',
  ]);
  expect(api.calls.map((call) => call.params)).toEqual([{ query: 'econ' }]);

  await user.keyboard('{ArrowDown}{Enter}');
  expect(box).toHaveValue('Economics');
  expect(onChange).toHaveBeenLastCalledWith({ code: '45.06', title: 'Economics' }, 'masters');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Doctoral');
  expect(onChange).toHaveBeenLastCalledWith({ code: '45.06', title: 'Economics' }, 'doctoral');

  await user.clear(box);
  expect(onChange).toHaveBeenLastCalledWith(null, 'doctoral');
  expect(screen.queryByRole('combobox', { name: 'Level' })).not.toBeInTheDocument();
});

it('says in words what each choice covers and how many universities award it, two choices titled alike never read alike, and the code is only the value chosen', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  fakeApi({ '/api/public/programs/suggestions': () => ok({ data: COMPUTER_SCIENCE }) });
  const onChange = jest.fn();
  const { container } = render(<Harness onChange={onChange} />);
  expect(screen.queryByText(/US Department of Education data/)).not.toBeInTheDocument();

  const box = screen.getByRole('combobox', { name: 'Programme' });
  await user.type(box, 'computer science');
  await act(async () => jest.advanceTimersByTime(800));
  const list = await screen.findByRole('listbox', { name: 'Programme suggestions' });
  expect(list).toBeVisible();
  expect(screen.getByRole('option', { name: /^Computer Science\s*All 27 programmes under Computer and Information Sciences and Support Services · 519 US universities award it$/ })).toBeVisible();
  expect(screen.getByRole('option', { name: /^Computer Science\s*This programme only · 266 US universities award it$/ })).toBeVisible();
  // One university: the singular.
  expect(screen.getByRole('option', { name: /^Linguistics and Computer Science\s*This programme only · 1 US university awards it$/ })).toBeVisible();
  const options = screen.getAllByRole('option');
  expect(new Set(options.map((option) => option.textContent)).size).toBe(options.length);
  for (const option of options) expect(option.textContent).not.toMatch(/CIP|IPEDS|\b\d{2}\.\d{2}/);

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(box).toHaveValue('Computer Science');
  expect(onChange).toHaveBeenLastCalledWith({ code: '11.07', title: 'Computer Science' }, 'masters');
  expect(screen.getByText('Programmes and the universities that award them: US Department of Education data, so US universities only.')).toBeVisible();
  expect(container).not.toHaveTextContent('IPEDS');
});

it('offers STEM-listed programmes only where the form asks for it, as a box the student ticks, and says whose list it is', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const economics = { code: '45.06', title: 'Economics' };
  const onStemOnlyChange = jest.fn();
  const { rerender } = render(<ProgramPicker program={economics} level="masters" onProgramChange={jest.fn()} onLevelChange={jest.fn()} />);
  // The calculator offers no such choice: it sends the programme with the profile.
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

  rerender(<ProgramPicker program={economics} level="masters" onProgramChange={jest.fn()} onLevelChange={jest.fn()} onStemOnlyChange={onStemOnlyChange} />);
  await user.click(screen.getByRole('checkbox', { name: 'STEM OPT eligible programmes only' }));
  expect(onStemOnlyChange).toHaveBeenLastCalledWith(true);
  expect(screen.queryByText(/DHS list/)).not.toBeInTheDocument();

  rerender(<ProgramPicker program={economics} level="masters" onProgramChange={jest.fn()} onLevelChange={jest.fn()} stemOnly onStemOnlyChange={onStemOnlyChange} />);
  expect(screen.getByRole('checkbox', { name: 'STEM OPT eligible programmes only' })).toBeChecked();
  expect(screen.getByText(/STEM-listed: the programme's CIP code is on the DHS STEM list of July 2024; eligibility also depends on the school and your case\./)).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'STEM OPT eligible programmes only' }));
  expect(onStemOnlyChange).toHaveBeenLastCalledWith(false);
});
