/**
 * What travels with an enquiry besides what the visitor typed: the values a
 * partner prefills or adds (`prefill`, `context`), and where the visitor came
 * from (the UTM parameters and gclid of the partner page's URL, and its address
 * without the query). Everything is read once, when the form connects.
 */
import { isField, type FieldName } from './limits';
import type { Enquiry } from './send';

/** Captured from the page's URL unless `capture-params` adds more. */
export const CAPTURED_BY_DEFAULT = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;
/** Partners' values are labels, not messages: each is cut to this many characters. */
const MAX_VALUE = 200;
/** At most this many context values or captured parameters. */
const MAX_ENTRIES = 20;
const NAME = /^[A-Za-z0-9_.-]{1,40}$/;

export interface Attribution {
  /** The partner's own values (`context="plan=pro&source=webinar"`). */
  context: Record<string, string>;
  /** Parameters captured from the page's URL (`utm_source` …). */
  params: Record<string, string>;
  /** The page's address, without its query or fragment. */
  pageUrl: string;
}

/** `a=1&b=2` (URL-encoded, as a query string) into its first 20 pairs. */
export function parseQuery(raw: string | null): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw ?? '')) {
    if (Object.keys(pairs).length >= MAX_ENTRIES) break;
    if (NAME.test(key) && !(key in pairs)) pairs[key] = value.slice(0, MAX_VALUE);
  }
  return pairs;
}

/** `prefill="name=Ada&email=ada%40example.com"`: only the form's own fields. */
export function readPrefill(raw: string | null): Partial<Enquiry> {
  const pairs = parseQuery(raw);
  return Object.fromEntries(Object.entries(pairs).filter(([key]) => isField(key))) as Partial<Record<FieldName, string>>;
}

export function readAttribution(context: string | null, captureParams: string | null, href: string): Attribution {
  const url = new URL(href);
  const names = [...CAPTURED_BY_DEFAULT, ...(captureParams ?? '').split(',').map((n) => n.trim())].filter((n) => NAME.test(n));
  const params: Record<string, string> = {};
  for (const name of names.slice(0, MAX_ENTRIES)) {
    const value = url.searchParams.get(name);
    if (value !== null) params[name] = value.slice(0, MAX_VALUE);
  }
  return { context: parseQuery(context), params, pageUrl: `${url.origin}${url.pathname}` };
}

/** The template parameters: each captured parameter by its own name, the context as one readable line. */
export function attributionParams({ context, params, pageUrl }: Attribution): Record<string, string> {
  const line = new URLSearchParams(context).toString();
  return { ...params, ...(line ? { context: line } : {}), page_url: pageUrl };
}
