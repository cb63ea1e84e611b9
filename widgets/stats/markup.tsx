/** What the build pre-renders for <cairn-stats>: the home page's figures and About's, by `set`. */
import { aboutFigures, homeStats } from '../content/company';
import { Stats } from './stats';

export default () => ({
  home: <Stats stats={homeStats} />,
  about: <Stats stats={aboutFigures} />,
});
