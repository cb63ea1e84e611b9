/**
 * Reading partner-supplied attributes: a bad value gets a console warning
 * and a sensible default, never a broken widget.
 */

/** What reading attributes needs of an element: a real one, or a stand-in when pre-rendering. */
export type Attributed = Pick<HTMLElement, 'id' | 'localName' | 'getAttribute' | 'hasAttribute'>;

/** An element as the pre-renderer knows it: a tag and plain attribute values. */
export function standIn(tag: string, attributes: Record<string, string>): Attributed {
  return {
    id: attributes.id ?? '',
    localName: tag,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
}

function warn(element: Attributed, attribute: string, value: string, fallback: string) {
  console.warn(`<${element.localName}>: ignoring ${attribute}="${value}"; using ${fallback}.`);
}

/** A comma-separated list, each item one of `allowed`; unknown items are dropped with a warning. */
export function readList<T extends string>(element: Attributed, attribute: string, allowed: readonly T[]): T[] | undefined {
  const raw = element.getAttribute(attribute);
  if (raw === null || raw.trim() === '') return undefined;
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const known = items.filter((item): item is T => (allowed as readonly string[]).includes(item));
  const unknown = items.filter((item) => !known.includes(item as T));
  if (unknown.length) warn(element, attribute, unknown.join(','), known.length ? known.join(',') : 'all');
  return known.length ? known : undefined;
}

/** One of `allowed`, else `fallback`. */
export function readChoice<T extends string>(element: Attributed, attribute: string, allowed: readonly T[], fallback: T): T {
  const raw = element.getAttribute(attribute);
  if (raw === null) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  warn(element, attribute, raw, fallback);
  return fallback;
}

/** Free text up to `max` characters. */
export function readText(element: Attributed, attribute: string, max: number): string | undefined {
  const raw = element.getAttribute(attribute)?.trim();
  if (!raw) return undefined;
  if (raw.length <= max) return raw;
  warn(element, attribute, `${raw.slice(0, 20)}…`, `its first ${max} characters`);
  return raw.slice(0, max);
}

