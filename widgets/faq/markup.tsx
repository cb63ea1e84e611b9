/** What the build pre-renders for <cairn-faq>: the whole widget (it has no attributes). */
import { faq } from '../content/faq';
import { Faq } from './faq';

export default () => ({ all: <Faq items={faq} /> });
