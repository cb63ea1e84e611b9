import { Mail, Phone } from 'lucide';
import { Glyph } from '../../widgets/shared/icons';
import { blurb } from '../../widgets/content/company';
import { services } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { PRIVACY_PATH, servicePath } from '../../widgets/shared/links';
import { Breakable, ButtonLink } from '../ui';
import { Logo } from './logo';
import { laterFooter } from '../styles';

export function Footer() {
  return (
    <footer className={`bg-ink text-slate-300 ${laterFooter}`}>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <Logo />
            {site.name}
          </p>
          <p className="mt-4 max-w-md leading-relaxed">{blurb}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-wider text-white">
            {ui.footer.servicesHeading}
          </h2>
          <ul className="mt-4 space-y-1">
            {services.map((service) => (
              <li key={service.slug}>
                <a href={servicePath(service.slug)} className="inline-block py-1.5 hover:text-white hover:underline">
                  {service.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{ui.footer.contactHeading}</h2>
          <p className="mt-4 leading-relaxed">{ui.footer.contactText}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`tel:${site.phone.replace(/\s/g, '')}`} className="inline-flex items-center gap-2 py-1 hover:text-white">
                <Glyph icon={Phone} className="h-4 w-4" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 py-1 hover:text-white">
                <Glyph icon={Mail} className="h-4 w-4" />
                <span>
                  <Breakable text={site.email} />
                </span>
              </a>
            </li>
          </ul>
          <div className="mt-6">
            <ButtonLink href="/contact" variant="light">
              {ui.footer.contactButton}
            </ButtonLink>
          </div>
          <p className="mt-6">
            <a href="/partners" className="inline-block py-1 underline hover:text-white">
              {ui.footer.partnersLink}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-6 text-sm text-slate-400 sm:px-8">
          <p>{ui.footer.copyright}</p>
          <a href={PRIVACY_PATH} className="inline-block py-1 underline hover:text-white">
            {ui.footer.privacyLink}
          </a>
        </div>
      </div>
    </footer>
  );
}
