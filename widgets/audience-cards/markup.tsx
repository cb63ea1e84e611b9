/** What the build pre-renders for <cairn-audience-cards>: the whole widget (it has no attributes). */
import { audiences } from '../content/audiences';
import { AudienceCards } from './audience-cards';

export default () => ({ all: <AudienceCards audiences={audiences} /> });
