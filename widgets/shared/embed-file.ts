/**
 * Code a widget loads later, in the partner embed: a file of its own that the
 * embed build writes beside the script (see build/build.ts), with no imports
 * back into it, so the script runs once whatever query string its URL carries.
 * Call it as `import.meta.env.VITE_EMBED_LAZY ? importEmbedFile('x') : import('./x')`:
 * the hosted site's bundles split `import('./x')` as usual, and the pinned,
 * integrity-checked embed files (`embed/<version>/`) carry it inline.
 */
export function importEmbedFile<T>(name: string): Promise<T> {
  const file = import.meta.env.VITE_EMBED_FILES?.[name] ?? `missing embed file ${name}`;
  return import(/* @vite-ignore */ new URL(file, import.meta.url).href) as Promise<T>;
}
