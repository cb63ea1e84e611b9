/** How long the count-up runs (spec: 2.5 s). */
export const COUNT_DURATION_MS = 2500;
/** Share of the block that must be visible before counting starts (spec: 30%). */
export const VISIBLE_THRESHOLD = 0.3;

/** Ease-out cubic: fast at first, settling on the final figure. */
export const easeOut = (t: number) => 1 - Math.pow(1 - t, 3);

/** The figure shown `elapsed` ms into the count-up. */
export function countAt(target: number, elapsed: number, duration = COUNT_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  return Math.round(target * easeOut(elapsed / duration));
}
