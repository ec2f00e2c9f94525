import { watchInteractionKinds } from './interaction-kinds';

afterEach(() => document.body.replaceChildren());

function tap(selector: string): number {
  const click = new MouseEvent('click', { bubbles: true });
  document.querySelector(selector)!.dispatchEvent(click);
  return click.timeStamp;
}

it('names the marked element a tap landed in, even after the element is gone', () => {
  const kindAt = watchInteractionKinds();
  document.body.innerHTML = '<div data-interaction="load-more"><button><span>Load More Universities</span></button></div>';
  const at = tap('span');
  document.body.replaceChildren();
  expect(kindAt(at)).toBe('load-more');
  expect(kindAt(at + 5000)).toBe('other');
});

it('calls a tap on nothing marked other', () => {
  const kindAt = watchInteractionKinds();
  document.body.innerHTML = '<button>Elsewhere</button>';
  expect(kindAt(tap('button'))).toBe('other');
});

it('never names a kind outside the list', () => {
  const kindAt = watchInteractionKinds();
  document.body.innerHTML = '<button data-interaction="Stanford University">Save</button>';
  expect(kindAt(tap('button'))).toBe('other');
});
