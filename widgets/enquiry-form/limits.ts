/**
 * How much an enquiry may hold. EmailJS refuses requests whose template
 * parameters exceed 50 KB (its free plan's limit), so the fields' maxlength
 * values keep every enquiry well inside it, whatever the script: at most 3
 * bytes of UTF-8 per UTF-16 unit gives 3 × 10,694 units ≈ 31 KB at the very worst.
 */
import type { Enquiry } from './send';

export type FieldName = keyof Enquiry;

/** The form's fields, in order: here, not in fields.tsx, so code without markup (attribution.ts, the dialog) needs no component. */
export const FIELDS: readonly FieldName[] = ['name', 'email', 'country', 'phone', 'description'];

export const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** EmailJS's limit on the template parameters of one request (in bytes). */
export const MAX_PARAMS_BYTES = 50 * 1024;

/** The most each field accepts (in UTF-16 units, as the browser's maxlength counts). */
export const MAX_LENGTH: Record<keyof Enquiry, number> = {
  name: 100,
  email: 254, // the longest address RFC 5321 allows
  country: 100,
  phone: 40,
  description: 10_000,
};

/** The count of characters left appears once a field is this full. */
export const SHOW_COUNT_FROM = 0.9;

export const paramsBytes = (params: object) => new TextEncoder().encode(JSON.stringify(params)).length;
