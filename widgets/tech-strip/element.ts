/**
 * A looping strip of the technologies we work with, with a 'Pause animation'
 * checkbox before it. Paused, or for reduced motion, every logo shows at once.
 *
 * `<cairn-tech-strip>`
 *
 * @csspart strip - the scrolling strip
 */
import markup from 'virtual:widget-markup/tech-strip';
import styles from 'virtual:widget-styles/tech-strip';
import { defineStaticElement } from '../shared/define-static-element';
import { pausedBefore, rememberPaused } from './paused';

/**
 * Remembers the 'Pause animation' choice. A box ticked before this script arrived is the
 * visitor's latest word, so it is saved; otherwise an earlier visit's pause is restored.
 */
function rememberPause(container: HTMLElement) {
  const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!box) return;
  if (box.checked) rememberPaused(true);
  else if (pausedBefore()) box.checked = true;
  box.addEventListener('change', () => rememberPaused(box.checked));
}

export default defineStaticElement('tech-strip', {
  attributes: [],
  styles,
  html: () => (import.meta.env.VITE_EMBED ? markup.embed : markup.hosted)!,
  enhance: rememberPause,
});
