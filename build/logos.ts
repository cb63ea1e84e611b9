/** Writes each technology's brand logo (from simple-icons) as an SVG file, in its brand colour. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as icons from 'simple-icons';
import { technologies } from '../widgets/content/technologies';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };

// Brand colours too light to read on white are drawn in slate instead.
const tooLight = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 200;
};

export function writeLogos(outDir: string) {
  const dir = join(outDir, 'images/logos');
  mkdirSync(dir, { recursive: true });
  const bySlug = new Map(Object.values(icons as unknown as Record<string, SimpleIcon>).filter((i) => i?.slug).map((i) => [i.slug, i]));
  for (const tech of technologies) {
    const icon = bySlug.get(tech.logo);
    if (!icon) throw new Error(`simple-icons has no logo "${tech.logo}" for ${tech.name}`);
    const fill = tooLight(icon.hex) ? '334155' : icon.hex;
    writeFileSync(join(dir, `${tech.logo}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><title>${icon.title}</title><path fill="#${fill}" d="${icon.path}"/></svg>\n`);
  }
}
