import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompareStore } from '@gradatlas/shared/session';
import { renderWithRouter } from '@gradatlas/shared/router-testing';
import { AddToCompareButton } from './add-to-compare-button';
import { CompareBar } from './compare-bar';

const NAMES = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];

function Picker() {
  return (
    <>
      {NAMES.map((name) => (
        <section key={name} aria-label={name}>
          <AddToCompareButton slug={name.toLowerCase()} name={name} />
        </section>
      ))}
      <CompareBar />
    </>
  );
}

beforeEach(() => useCompareStore.getState().clear());

const addButton = (name: string) => within(screen.getByRole('region', { name })).getByRole('button', { name: 'Add to compare' });

it('shows no bar until something is picked, and needs two to compare', async () => {
  renderWithRouter([{ path: '/', element: <Picker /> }], ['/']);
  expect(screen.queryByRole('region', { name: 'Compare universities' })).not.toBeInTheDocument();

  await userEvent.click(addButton('Alpha'));
  const bar = screen.getByRole('region', { name: 'Compare universities' });
  expect(within(bar).getByText('1 of 4 picked: pick at least 2 to compare')).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
  expect(addButton('Alpha')).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(addButton('Beta'));
  await userEvent.click(within(bar).getByRole('link', { name: 'Compare (2)' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/compare?u=alpha,beta');
});

it('takes at most four: the fifth button is disabled and says why', async () => {
  renderWithRouter([{ path: '/', element: <Picker /> }], ['/']);
  for (const name of NAMES.slice(0, 4)) await userEvent.click(addButton(name));

  expect(addButton('Epsilon')).toBeDisabled();
  expect(addButton('Epsilon')).toHaveAttribute('title', 'You can compare up to 4 universities. Remove one to add another.');
  expect(useCompareStore.getState().picks).toHaveLength(4);

  const bar = screen.getByRole('region', { name: 'Compare universities' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Remove Beta from compare' }));
  expect(addButton('Epsilon')).toBeEnabled();
  expect(within(bar).getByText('3 of 4 picked')).toBeInTheDocument();

  await userEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
  expect(screen.queryByRole('region', { name: 'Compare universities' })).not.toBeInTheDocument();
});

it('keeps the picks in browser storage, so a reload finds them', async () => {
  renderWithRouter([{ path: '/', element: <Picker /> }], ['/']);
  await userEvent.click(addButton('Gamma'));
  expect(JSON.parse(window.localStorage.getItem('gradatlas.compare') ?? '[]')).toEqual([{ slug: 'gamma', name: 'Gamma' }]);
});

it('folds the picks behind one toggle (a phone shows only it and Compare), which opens and closes the list', async () => {
  renderWithRouter([{ path: '/', element: <Picker /> }], ['/']);
  await userEvent.click(addButton('Alpha'));
  await userEvent.click(addButton('Beta'));
  const bar = screen.getByRole('region', { name: 'Compare universities' });
  const toggle = within(bar).getByRole('button', { name: 'Your picks (2)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(details).toContainElement(within(bar).getByRole('button', { name: 'Remove Alpha from compare' }));
  expect(details).toContainElement(within(bar).getByRole('button', { name: 'Clear' }));
  expect(details).not.toContainElement(within(bar).getByRole('link', { name: 'Compare (2)' }));

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(bar).toHaveClass('compare-bar--open');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
