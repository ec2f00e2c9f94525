import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from './combobox';
import { useSuggestions, type SuggestionRules } from './use-suggestions';

interface Place {
  name: string;
  country: string;
}

const PLACES: Place[] = [
  { name: 'Alpha University', country: 'USA' },
  { name: 'Beta College', country: 'Canada' },
  { name: 'Gamma Institute', country: 'USA' },
];

function Harness({ load, rules, onChoose }: { load: (text: string) => Promise<Place[]>; rules: SuggestionRules; onChoose: (place: Place) => void }) {
  const [value, setValue] = useState('');
  const suggestions = useSuggestions(load, rules);
  return (
    <Combobox
      label="University"
      listLabel="Suggestions"
      emptyText="No suggestions found"
      value={value}
      onValueChange={setValue}
      suggestions={suggestions}
      onChoose={onChoose}
      optionText={(place) => place.name}
      optionKey={(place) => place.name}
      renderOption={(place) => `${place.name} · ${place.country}`}
    />
  );
}

const RULES: SuggestionRules = { minLength: 3, delayMs: 300, suppressMs: 0 };
const box = () => screen.getByRole('combobox', { name: 'University' });
const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

function setup(load: jest.Mock<Promise<Place[]>, [string]>, rules = RULES) {
  const onChoose = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness load={load} rules={rules} onChoose={onChoose} />);
  return { user, onChoose };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks only once the text reaches the minimum length, after the pause', async () => {
  const load = jest.fn(async (_text: string) => PLACES);
  const { user } = setup(load);
  await user.type(box(), 'al');
  await wait(1000);
  expect(load).not.toHaveBeenCalled();

  await user.type(box(), 'p');
  await wait(299);
  expect(load).not.toHaveBeenCalled();
  await wait(1);
  expect(load).toHaveBeenCalledWith('alp', expect.any(AbortSignal));
  expect(await screen.findByRole('option', { name: 'Alpha University · USA' })).toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'true');
});

it('moves with the arrows, wrapping both ways, and chooses with Enter', async () => {
  const load = jest.fn(async (_text: string) => PLACES);
  const { user, onChoose } = setup(load);
  await user.type(box(), 'uni');
  await wait(300);
  await screen.findAllByRole('option');

  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: /Gamma/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: /Alpha/ })).toHaveAttribute('aria-selected', 'true');
  expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Alpha/ }).id);
  await user.keyboard('{ArrowDown}{Enter}');

  expect(onChoose).toHaveBeenCalledWith(PLACES[1]);
  expect(box()).toHaveValue('Beta College');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});

it('closes with Escape and chooses by click', async () => {
  const load = jest.fn(async (_text: string) => PLACES);
  const { user, onChoose } = setup(load);
  await user.type(box(), 'uni');
  await wait(300);
  await screen.findAllByRole('option');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  await user.type(box(), 'v');
  await wait(300);
  await user.click(await screen.findByRole('option', { name: /Gamma/ }));
  expect(onChoose).toHaveBeenCalledWith(PLACES[2]);
  expect(box()).toHaveValue('Gamma Institute');
  expect(box()).toHaveFocus();
});

it('drops an answer for text the user has since changed', async () => {
  let answerFirst: (list: Place[]) => void = () => undefined;
  const load = jest.fn((text: string) =>
    text === 'alp' ? new Promise<Place[]>((resolve) => (answerFirst = resolve)) : Promise.resolve([PLACES[1]!]),
  );
  const { user } = setup(load);
  await user.type(box(), 'alp');
  await wait(300);
  await user.type(box(), 'h');
  await wait(300);
  expect(await screen.findByRole('option', { name: /Beta/ })).toBeInTheDocument();

  await act(async () => answerFirst(PLACES));
  expect(screen.getAllByRole('option')).toHaveLength(1);
  expect(screen.queryByRole('option', { name: /Alpha/ })).not.toBeInTheDocument();
});

it('empties the list when the text gets short again, and a failure is silent', async () => {
  const load = jest.fn(async (_text: string): Promise<Place[]> => {
    throw new Error('network down');
  });
  const { user } = setup(load);
  await user.type(box(), 'alp');
  await wait(300);
  expect(await screen.findByRole('status')).toHaveTextContent('No suggestions found');
  await user.keyboard('{Backspace}');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('stays quiet for suppressMs after a choice', async () => {
  const load = jest.fn(async (_text: string) => PLACES);
  const { user } = setup(load, { ...RULES, suppressMs: 10_000 });
  await user.type(box(), 'uni');
  await wait(300);
  await user.click(await screen.findByRole('option', { name: /Alpha/ }));
  load.mockClear();

  await user.type(box(), 'x');
  await wait(300);
  expect(load).not.toHaveBeenCalled();
  await wait(10_000);
  await user.type(box(), 'y');
  await wait(300);
  expect(load).toHaveBeenCalledWith('Alpha Universityxy', expect.any(AbortSignal));
});
