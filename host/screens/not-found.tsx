import { Home } from 'lucide';
import { pages } from '../../widgets/content/pages';
import { ui } from '../../widgets/content/ui';
import { messageAttribute, switchHref } from '../not-found-switch';
import { Head } from '../page-context';
import { MessageScreen } from '../ui';
import { ServiceNotFoundMessage } from './service-detail';

/** The root 404 page: both messages, the one for the visitor's path picked by a stylesheet (see not-found-switch.ts). */
export function NotFound() {
  return (
    <>
      <Head path="/404" {...pages.notFound.meta} robots="noindex, follow" />
      <link rel="stylesheet" href={switchHref} />
      <div {...{ [messageAttribute]: 'page' }}>
        <MessageScreen kicker="404" title={ui.notFound.title} text={ui.notFound.text} back={{ href: '/', label: ui.notFound.home, icon: Home }} />
      </div>
      <div {...{ [messageAttribute]: 'service' }} hidden>
        <ServiceNotFoundMessage />
      </div>
    </>
  );
}
