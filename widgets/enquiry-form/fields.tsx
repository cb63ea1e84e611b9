/**
 * One labelled field of the enquiry form, with what it says beside itself:
 * a lasting message while the browser finds it invalid, and the characters
 * left once it nears its limit.
 */
import type { FormText } from '../content/languages/types';
import { plural, type Language } from '../shared/language';
import { MAX_LENGTH, SHOW_COUNT_FROM, type FieldName } from './limits';

const controls: Record<FieldName, { type?: string; autoComplete: string; required: boolean }> = {
  name: { type: 'text', autoComplete: 'name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  country: { type: 'text', autoComplete: 'country-name', required: false },
  phone: { type: 'tel', autoComplete: 'tel', required: false },
  description: { autoComplete: 'off', required: true },
};

export interface FieldProps {
  /** Prefix of the ids inside this form. */
  id: string;
  name: FieldName;
  length: number;
  /** Set while the browser finds the field invalid. */
  invalid?: boolean;
  /** Set when a paste did not fit. */
  cut?: boolean;
  text: FormText;
  lang: Language;
}

export function Field({ id, name, length, invalid, cut, text, lang }: FieldProps) {
  const { type, autoComplete, required } = controls[name];
  const max = MAX_LENGTH[name];
  const control = `${id}-${name}`;
  const note = invalid ? `${control}-error` : undefined;
  const count = length >= max * SHOW_COUNT_FROM ? `${control}-count` : undefined;
  // text-base: 16 px at the usual setting, so phones do not zoom into a field; it scales with the visitor's setting.
  const props = {
    id: control,
    name,
    required,
    maxLength: max,
    part: 'input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': [note, count].filter(Boolean).join(' ') || undefined,
    className: `block w-full rounded-lg border bg-field px-3.5 py-2.5 text-base text-ink transition-colors placeholder:text-line focus:border-brand ${
      invalid ? 'border-danger' : 'border-line hover:border-ink'
    }`,
  };
  return (
    <div>
      <label htmlFor={control} className="mb-1.5 block text-sm text-ink">
        {text.fields[name]}
        {required && (
          <span aria-hidden="true" className="[margin-inline-start:0.125rem] text-danger">
            *
          </span>
        )}
      </label>
      {name === 'description' ? (
        <textarea {...props} rows={4} placeholder={text.descriptionPlaceholder} />
      ) : (
        <input {...props} type={type} autoComplete={autoComplete} />
      )}
      {invalid && (
        <p id={note} className="mt-1.5 text-sm text-danger">
          {text.invalid[name]}
        </p>
      )}
      {count && (
        <p id={count} className="mt-1.5 text-sm text-muted">
          {cut ? `${plural(text.pasteCut, lang, max)} ` : ''}
          {plural(text.charactersLeft, lang, max - length)}
        </p>
      )}
    </div>
  );
}
