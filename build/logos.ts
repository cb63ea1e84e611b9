/**
 * The technologies' brand logos (from simple-icons), in their brand colours,
 * as one SVG sprite: a `<view>` per logo, so `<img src="logos-HASH.svg#react">`
 * shows one logo and the whole strip arrives in a single request.
 */
import * as icons from 'simple-icons';
import { technologies } from '../widgets/content/technologies';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };

// Brand colours too light to read on white are drawn in slate instead.
const tooLight = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 200;
};

/** Simple-icons draws every logo in a 24 × 24 box; the sprite puts them side by side. */
const SIZE = 24;

export function logoSprite(): string {
  const bySlug = new Map(Object.values(icons as unknown as Record<string, SimpleIcon>).filter((i) => i?.slug).map((i) => [i.slug, i]));
  const logos = technologies.map((tech, index) => {
    const icon = bySlug.get(tech.logo);
    if (!icon) throw new Error(`simple-icons has no logo "${tech.logo}" for ${tech.name}`);
    const fill = tooLight(icon.hex) ? '334155' : icon.hex;
    const x = index * SIZE;
    return `<view id="${tech.logo}" viewBox="${x} 0 ${SIZE} ${SIZE}"/><path transform="translate(${x})" fill="#${fill}" d="${icon.path}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${technologies.length * SIZE} ${SIZE}">${logos.join('')}</svg>\n`;
}
