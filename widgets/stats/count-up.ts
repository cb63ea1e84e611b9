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

/**
 * The figures of `container` (stats.tsx: each `data-stat-value` holds its final figure, as `96%+`) count up once, when
 * 30% of their block is in view: the script comes before the block does, and shows 0 until then. A block already in
 * view when the script arrives keeps its figures (resetting them would jump under the visitor's eyes); so does every
 * block for a visitor who asks for less motion, or a browser without IntersectionObserver.
 */
export function countUpWhenSeen(container: HTMLElement) {
  const block = container.querySelector('dl');
  if (!block || typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const figures = [...block.querySelectorAll<HTMLElement>('[data-stat-value]')].map((element) => {
    const [, number = '0', suffix = ''] = /^(\d+)(.*)$/.exec(element.textContent ?? '') ?? [];
    return { element, target: Number(number), suffix };
  });
  const show = (elapsed: number) => {
    for (const { element, target, suffix } of figures) element.textContent = `${countAt(target, elapsed)}${suffix}`;
  };
  let waiting = false;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]!;
      if (!waiting) {
        if (entry.isIntersecting) return observer.disconnect();
        waiting = true;
        return show(0);
      }
      if (entry.intersectionRatio < VISIBLE_THRESHOLD) return;
      observer.disconnect(); // once, never again
      const start = performance.now();
      const tick = (now: number) => {
        show(now - start);
        if (now - start < COUNT_DURATION_MS) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { threshold: [0, VISIBLE_THRESHOLD] },
  );
  observer.observe(block);
}
