import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, ok, restoreApi } from '@gradatlas/shared/api-testing';
import { ProgramPicker, type ProgramChoice } from './program-picker';

const SUGGESTIONS = [
  { code: '45.06', title: 'Economics', covers: 'all programmes under Economics (CIP 45.06)', universities: 215 },
  { code: '45.0603', title: 'Econometrics and Quantitative Economics', covers: 'CIP 45.0603', universities: 40 },
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
    'Economicsall programmes under Economics (CIP 45.06); 215 US universities',
    'Econometrics and Quantitative EconomicsCIP 45.0603; 40 US universities',
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
