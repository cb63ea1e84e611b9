/**
 * What the build pre-renders for <cairn-tech-strip>: the whole widget (it has no attributes), in two forms: the hosted
 * site's, its logos symbols of one file of ours, and partners' pages', its logos images (tech-strip.tsx, `logos`).
 * Each bundle gets its own piece only (build/plugins.ts, `markupFor`).
 */
import { technologies } from '../content/technologies';
import { TechStrip } from './tech-strip';

export default () => ({
  hosted: <TechStrip technologies={technologies} logos="symbols" />,
  embed: <TechStrip technologies={technologies} logos="images" />,
});
