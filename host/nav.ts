/**
 * The header's active-link rule (spec): Home only on exactly `/`, every other
 * link on its own path and anything below it.
 */
export function isActive(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
