// How much Lighthouse should slow the CPU down on this machine so that a run
// stands for the same phone on a fast and on a slow host. Lighthouse's fixed 4x
// assumes a fast desktop; on a slower host the same 4x emulates a slower phone
// and the score drops for no fault of the page. Lighthouse's docs/throttling.md
// ("Calibrating the CPU slowdown") sends readers to its CPU slowdown calculator,
// whose anchor points are: benchmarkIndex 150 -> 1x, 800 -> 2x, 1300 -> 3x, and
// one more x for every 233 above 1300 (1533 -> the default 4x, 2000 -> 6x),
// linear in between.

/** Below this the host itself is slower than the phone Lighthouse emulates. */
export const SLOWEST_USABLE_INDEX = 150;

/** The CPU slowdown multiplier for a host with this Lighthouse benchmarkIndex, to one decimal. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_USABLE_INDEX) {
    throw new RangeError(`benchmarkIndex ${benchmarkIndex}: this host is too slow to stand for Lighthouse's target phone`);
  }
  let slowdown: number;
  if (benchmarkIndex >= 1300) slowdown = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) slowdown = 2 + (benchmarkIndex - 800) / 500;
  else slowdown = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(slowdown * 10) / 10;
}

/**
 * A run calibrated from one reading stands for the phone only if the machine
 * kept its speed: Lighthouse's own reading, taken as its run starts, must be
 * within this share of the reading the slowdown came from.
 */
export const CALIBRATION_TOLERANCE = 0.1;

export function calibrationHeld(calibratedFrom: number, readByLighthouse: number): boolean {
  return Math.abs(readByLighthouse - calibratedFrom) <= CALIBRATION_TOLERANCE * calibratedFrom;
}
