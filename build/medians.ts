/**
 * The benches' one statistic: the middle of a few runs, which one slow minute of the machine does not move; and,
 * beside the clicks' and taps' medians, the runs' range, which shows how far the machine moved them.
 */

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The fastest and the slowest of the runs. */
export const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** The median of each figure of `samples`, figure by figure (each may come from a different run). */
export function medianOfEach<T extends Record<keyof T, number>>(samples: T[]): T {
  const keys = Object.keys(samples[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as T;
}
