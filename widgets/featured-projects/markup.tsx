/** What the build pre-renders for <cairn-featured-projects>: the whole widget (it has no attributes). */
import { projects } from '../content/projects';
import { FeaturedProjects } from './featured-projects';

export default () => ({ all: <FeaturedProjects projects={projects} /> });
