/**
 * The layout rules a page must keep at every width, as a visitor's eye would find their breach, checked in the page
 * (in the document and in every widget's shadow root) in whichever engine draws it:
 *
 * - no text overflows its box or is cut off by a box that hides what overflows it (a box that scrolls is fine: the
 *   text is reached by scrolling; a strip in endless motion shows its clipped part as it moves);
 * - no two controls overlap where the visitor sees them;
 * - every control is at least 24 by 24 px (WCAG 2.5.8), or is a link inside a sentence, or has a 24 px circle
 *   around it free of other controls (the criterion's spacing exception); a box's label counts as part of it;
 * - no word is broken in the middle outside code (a break at a hyphen, a slash, an address's `@` or dot is not).
 *
 * `layoutFaults` returns one readable line a fault; it is sent to the page as source (see visitor.ts), so it carries
 * everything it uses inside it.
 */
import type { Visitor } from './visitor';

/** One line a fault, at most `limit` of each kind. */
export function layoutFaults(limit: number): string[] {
  const TOLERANCE = 1;
  const MIN_TARGET = 24;
  const faults: Record<string, string[]> = { overflow: [], overlap: [], 'target size': [], 'broken word': [] };
  const note = (kind: string, line: string) => faults[kind]!.length < limit && faults[kind]!.push(line);

  const scopes: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < scopes.length; i++) for (const el of scopes[i]!.querySelectorAll('*')) if (el.shadowRoot) scopes.push(el.shadowRoot);
  const elements = scopes.flatMap((scope) => [...scope.querySelectorAll('*')]);

  /** The box that lays `el` out: through a slot it is put in, and out of a shadow root to its host. */
  const parentOf = (el: Element): Element | null => el.assignedSlot ?? el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host ?? null);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => styles.get(el) ?? (styles.set(el, getComputedStyle(el)), styles.get(el)!);
  const name = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
  const short = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 40));
  /** Visually hidden (the screen-reader-only pattern): a box of a pixel or none that hides its overflow. */
  const srOnly = (el: Element) => {
    for (let at: Element | null = el; at; at = parentOf(at)) {
      const r = at.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && style(at).overflow !== 'visible') return true;
    }
    return false;
  };
  /** In a strip that moves for ever (the logos' loop): what it hides now, it shows in a moment. */
  const moving = (el: Element) => {
    for (let at: Element | null = el; at; at = parentOf(at)) if (at.getAnimations().some((a) => a.effect?.getComputedTiming().iterations === Infinity)) return true;
    return false;
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  type Box = { left: number; top: number; right: number; bottom: number };
  const inside = (inner: Box, outer: Box) =>
    inner.left >= outer.left - TOLERANCE && inner.right <= outer.right + TOLERANCE && inner.top >= outer.top - TOLERANCE && inner.bottom <= outer.bottom + TOLERANCE;
  const intersection = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
  const empty = (b: Box) => b.right - b.left <= TOLERANCE || b.bottom - b.top <= TOLERANCE;
  /** The padding box: what a box that hides its overflow shows of its content. */
  const paddingBox = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    const s = style(el);
    const left = r.left + parseFloat(s.borderLeftWidth);
    const top = r.top + parseFloat(s.borderTopWidth);
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  /** Part of `box` that the boxes around `el` leave in view (the part inside each one that hides or scrolls its overflow). */
  const visiblePart = (el: Element, box: Box): Box => {
    let part = box;
    for (let at = parentOf(el); at && !empty(part); at = parentOf(at)) if (style(at).overflowX !== 'visible' || style(at).overflowY !== 'visible') part = intersection(part, paddingBox(at));
    return part;
  };

  // Text: each element's own text, against its box and against each box around it that hides its overflow.
  const rangeOf = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range;
  };
  const textNodes = elements.flatMap((el) => [...el.childNodes].filter((n): n is Text => n.nodeType === Node.TEXT_NODE && !!n.textContent!.trim()).map((node) => ({ el, node })));
  for (const { el, node } of textNodes) {
    if (!shown(el) || srOnly(el)) continue;
    const range = rangeOf(node);
    const bounds = range.getBoundingClientRect();
    if (bounds.width === 0 && bounds.height === 0) continue;
    // A line's text box is as tall as the font (ascent to descent), which a tight line height leaves reaching past the
    // line: that part is the font's empty margin, not text. Measured against the line, less that.
    const lineHeight = parseFloat(style(el).lineHeight);
    const slack = Number.isNaN(lineHeight) ? 0 : Math.max(0, ((range.getClientRects()[0]?.height ?? 0) - lineHeight) / 2);
    const text = { left: bounds.left, right: bounds.right, top: bounds.top + slack, bottom: bounds.bottom - slack };
    const display = style(el).display;
    // Its own box (not an inline's, which is the text's own); a box that scrolls or hides its overflow is checked below.
    if (!display.startsWith('inline') && display !== 'contents' && style(el).overflowX === 'visible' && !inside(text, el.getBoundingClientRect()))
      note('overflow', `${short(node.textContent!)} overflows its ${name(el)}`);
    for (let at: Element | null = el; at; at = parentOf(at)) {
      const s = style(at);
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      if (!hides(s.overflowX) && !hides(s.overflowY)) continue;
      if (/auto|scroll/.test(s.overflowX + s.overflowY)) break; // reached by scrolling
      if (!inside(text, paddingBox(at)) && !moving(el)) note('overflow', `${short(node.textContent!)} is cut off by ${name(at)}`);
      break;
    }
  }

  // Controls: where the visitor sees each one (what scrolled or hidden parts leave of it), and its label with it.
  const controls = elements
    .filter((el) => el.matches('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])'))
    .filter((el) => shown(el) && !srOnly(el) && !el.closest('[inert]'))
    .map((el) => ({ el, box: visiblePart(el, el.getBoundingClientRect()) }))
    .filter(({ box }) => !empty(box));
  const contains = (a: Element, b: Element) => {
    for (let at: Element | null = b; at; at = parentOf(at)) if (at === a) return true;
    return false;
  };
  for (let i = 0; i < controls.length; i++)
    for (let j = i + 1; j < controls.length; j++) {
      const [a, b] = [controls[i]!, controls[j]!];
      if (contains(a.el, b.el) || contains(b.el, a.el)) continue;
      if (!empty(intersection(a.box, b.box))) note('overlap', `${name(a.el)} ${short(a.el.textContent ?? '')} and ${name(b.el)} ${short(b.el.textContent ?? '')}`);
    }

  /** A link in running text: inline, in a box whose text is more than the link's. */
  const inSentence = (el: Element) => {
    if (el.localName !== 'a' || !style(el).display.startsWith('inline') || style(el).display === 'inline-block') return false;
    const block = parentOf(el);
    return !!block && block.textContent!.trim().length > el.textContent!.trim().length;
  };
  const targetOf = ({ el, box }: { el: Element; box: Box }): Box => {
    const labels = [...((el as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect());
    return labels.reduce((all, r) => ({ left: Math.min(all.left, r.left), top: Math.min(all.top, r.top), right: Math.max(all.right, r.right), bottom: Math.max(all.bottom, r.bottom) }), box);
  };
  const small = controls.filter((c) => {
    const t = targetOf(c);
    return (t.right - t.left < MIN_TARGET - 0.5 || t.bottom - t.top < MIN_TARGET - 0.5) && !inSentence(c.el);
  });
  const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const circleHits = (c: { x: number; y: number }, b: Box) => {
    const dx = Math.max(b.left - c.x, 0, c.x - b.right);
    const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
    return dx * dx + dy * dy < (MIN_TARGET / 2) ** 2;
  };
  for (const c of small) {
    const at = centre(c.box);
    const crowded =
      controls.some((other) => other !== c && !contains(c.el, other.el) && !contains(other.el, c.el) && circleHits(at, other.box)) ||
      small.some((other) => other !== c && Math.hypot(centre(other.box).x - at.x, centre(other.box).y - at.y) < MIN_TARGET);
    if (crowded) note('target size', `${name(c.el)} ${short(c.el.textContent || c.el.getAttribute('aria-label') || '')} is ${Math.round(c.box.right - c.box.left)} x ${Math.round(c.box.bottom - c.box.top)} px, near another control`);
  }

  // Words: a text that runs over several lines has each word on one (its parts between hyphens and slashes).
  const code = (el: Element) => {
    for (let at: Element | null = el; at; at = parentOf(at)) if (/^(pre|code|kbd|samp)$/.test(at.localName)) return true;
    return false;
  };
  for (const { el, node } of textNodes) {
    if (!shown(el) || srOnly(el) || code(el)) continue;
    const lines = new Set([...rangeOf(node).getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size < 2) continue;
    const range = document.createRange();
    for (const word of node.textContent!.matchAll(/[^\s\-‐‑–—/@.]+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const parts = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (parts.size > 1) note('broken word', `${short(word[0])} in ${name(el)} ${short(node.textContent!)}`);
    }
  }

  return Object.entries(faults).flatMap(([kind, lines]) => lines.map((line) => `${kind}: ${line}`));
}

/**
 * The faults on the page as it is now, scrolled to its top (further down, the fixed header covers what scrolls under it,
 * as it should), at most five of each kind.
 */
export async function faultsOf(visitor: Visitor) {
  await visitor.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  return visitor.evaluate(layoutFaults, 5);
}
