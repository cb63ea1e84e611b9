/**
 * The technologies' brand logos (from simple-icons), in their brand colours, in two forms (build/build.ts writes both):
 *
 * - for the hosted site, one sprite, `assets/logos-HASH.svg`, every logo side by side in a 24 × 24 box, in the
 *   content's order: each logo an `<img>` of it in a logo-sized window (widgets/tech-strip/tech-strip.tsx, `Logo`),
 *   one SVG document for the 25. Fetched as an image at a low priority, after what the first paint needs. A file of
 *   `<symbol>`s drawn by `<use>`s before it was the same one document, but fetched as a document at no stated
 *   priority as `/` was parsed, which Lighthouse's simulation of a phone counted in `/`'s LCP (+99 ms over the blank
 *   page's); the strip is 6,300 px down a phone's page;
 * - for partners' pages, one small SVG file each, `assets/logos-HASH/react.svg`, the folder named by a hash of them all,
 *   as the released embed 0.3.1 draws them too (the sprite would do there as well: not changed yet).
 *
 * Not a `<view>` of the sprite for each logo (`logos-HASH.svg#react`, as the released embeds 0.2.0 to 0.3.0 draw them,
 * so the file keeps its views): an `<img>` of each view lays out and paints the whole sprite again (on `/` at 4x CPU,
 * 300 ms of painting where a file each took 140), where the windows draw one image at one size.
 */
import * as icons from 'simple-icons';
import { technologies } from '../widgets/content/technologies';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };

// Brand colours too light to read on white are drawn in slate instead.
const tooLight = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 200;
};

/** Simple-icons draws every logo in a 24 × 24 box (the sprite puts them side by side). */
const SIZE = 24;

function logos() {
  const bySlug = new Map(Object.values(icons as unknown as Record<string, SimpleIcon>).filter((i) => i?.slug).map((i) => [i.slug, i]));
  return technologies.map((tech) => {
    const icon = bySlug.get(tech.logo);
    if (!icon) throw new Error(`simple-icons has no logo "${tech.logo}" for ${tech.name}`);
    return { slug: tech.logo, fill: tooLight(icon.hex) ? '334155' : icon.hex, path: icon.path };
  });
}

/** Each logo's file: slug to SVG. */
export function logoFiles(): Record<string, string> {
  return Object.fromEntries(logos().map(({ slug, fill, path }) => [slug, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"><path fill="#${fill}" d="${path}"/></svg>\n`]));
}

/**
 * Every logo side by side, in the content's order: the hosted site's logos, and the sprite the released embeds
 * (published/embed/0.2.0 to 0.3.0) point to, `logos-HASH.svg#react`, by its views.
 */
export function logoSprite(): string {
  const sprite = logos().map(({ slug, fill, path }, index) => {
    const x = index * SIZE;
    return `<view id="${slug}" viewBox="${x} 0 ${SIZE} ${SIZE}"/><path transform="translate(${x})" fill="#${fill}" d="${path}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${technologies.length * SIZE} ${SIZE}">${sprite.join('')}</svg>\n`;
}
