/**
 * What the build pre-renders for <cairn-tech-strip>: the whole widget (it has no attributes), in two forms: the hosted
 * site's, its logos windows on one image of them all, and partners' pages', its logos a file each (tech-strip.tsx, `logos`).
 * Each bundle gets its own piece only (build/plugins.ts, `markupFor`).
 */
import { technologies } from '../content/technologies';
import { TechStrip } from './tech-strip';

export default () => ({
  hosted: <TechStrip technologies={technologies} logos="sprite" />,
  embed: <TechStrip technologies={technologies} logos="images" />,
});
