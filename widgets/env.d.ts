/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the embed build: widgets run on a partner's page. */
  readonly VITE_EMBED?: boolean;
  /** Set by the embed build: true where later code comes from files of its own (VITE_EMBED_FILES), false where it is inline. */
  readonly VITE_EMBED_LAZY?: boolean;
  /** Set by the embed build: the files code is loaded from later, by name, relative to the embed script. */
  readonly VITE_EMBED_FILES?: Record<string, string>;
  /**
   * Set by the embed build for enquiry-form.js alone: every number written by the engine's formatter, none as plain
   * digits first (shared/language.ts `fill`), for the bytes its budget has no room for.
   */
  readonly VITE_NUMBERS_BY_FORMATTER_ONLY?: boolean;
  /** Set by the build: the URL of the technology logos' folder, a file per logo (partners' pages). */
  readonly VITE_LOGOS?: string;
  /** Set by the build: the URL of the technology logos' sprite, all in one image (the hosted site). */
  readonly VITE_LOGO_SPRITE?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}

declare module 'virtual:widget-styles/*' {
  import type { WidgetStyles } from './shared/shadow';
  const styles: WidgetStyles;
  export default styles;
}

declare module 'virtual:widget-markup/*' {
  import type { Markup } from './shared/define-static-element';
  const markup: Markup;
  export default markup;
}
