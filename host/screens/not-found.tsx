import { Home } from 'lucide';
import { pages } from '../../widgets/content/pages';
import { ui } from '../../widgets/content/ui';
import { Head } from '../page-context';
import { MessageScreen } from '../ui';

export function NotFound() {
  return (
    <>
      <Head path="/404" {...pages.notFound.meta} robots="noindex, follow" />
      <MessageScreen kicker="404" title={ui.notFound.title} text={ui.notFound.text} back={{ href: '/', label: ui.notFound.home, icon: Home }} />
    </>
  );
}
