/** What the build pre-renders for <cairn-tech-strip>: the whole widget (it has no attributes). */
import { technologies } from '../content/technologies';
import { TechStrip } from './tech-strip';

export default () => ({ all: <TechStrip technologies={technologies} /> });
