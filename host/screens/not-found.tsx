import { Home } from 'lucide';
import { Glyph } from '../../widgets/shared/icons';
import { pages } from '../../widgets/content/pages';
import { ui } from '../../widgets/content/ui';
import { Head } from '../page-context';

export function NotFound() {
  return (
    <>
      <Head path="/404" {...pages.notFound.meta} robots="noindex, follow" status={404} />
      <section className="flex min-h-[70vh] items-center bg-white pb-20 pt-32">
        <div className="mx-auto max-w-xl px-5 text-center">
          <p className="text-6xl font-bold tracking-tight text-brand">404</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-ink" data-not-found>
            {ui.notFound.title}
          </h1>
          <p className="mt-4 text-lg text-slate-600">{ui.notFound.text}</p>
          <div className="mt-8">
            <a href="/" className="inline-flex min-h-[48px] items-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-strong">
              <Glyph icon={Home} className="h-4 w-4" />
              {ui.notFound.home}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
