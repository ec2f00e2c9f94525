import { FIELD_INTERACTIONS, INTERACTION_ATTRIBUTE, type FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

/** The events an interaction is made of, as Event Timing reports them. */
const EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'change'] as const;
/** Events remembered: INP is reported after its paint, long after none of these. */
const KEEP = 64;

const known = (name: string | null | undefined): name is FieldInteraction => FIELD_INTERACTIONS.includes(name as FieldInteraction);

/**
 * Watches the page's taps and keys from now on, and names the kind of the one
 * an Event Timing entry belongs to (by its startTime, which is the event's
 * timeStamp): the nearest element marked `data-interaction`, else `other`.
 * Kept when the event happens, because the element may be gone by the time
 * INP is reported (Calculate removes the form it is in).
 */
export function watchInteractionKinds(target: EventTarget = window): (startTime: number) => FieldInteraction {
  const seen: { time: number; kind: FieldInteraction }[] = [];
  const record = (event: Event) => {
    const marked = event.target instanceof Element ? event.target.closest(`[${INTERACTION_ATTRIBUTE}]`)?.getAttribute(INTERACTION_ATTRIBUTE) : null;
    seen.push({ time: event.timeStamp, kind: known(marked) ? marked : 'other' });
    if (seen.length > KEEP) seen.shift();
  };
  for (const type of EVENTS) target.addEventListener(type, record, { capture: true, passive: true });
  return (startTime) => seen.find((event) => Math.abs(event.time - startTime) < 1)?.kind ?? 'other';
}
