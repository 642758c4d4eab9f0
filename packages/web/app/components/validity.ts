/**
 * Form checks in the interface language. The browser words a failed check
 * ("Please fill out this field.") in its own language, not the page's; these
 * handlers replace the message with ours when the check fails and clear it as
 * soon as the field is edited again.
 */
import type { FormEvent } from 'react';
import type { Translate } from '../i18n/i18n.tsx';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function validityMessage(el: Field, t: Translate): string {
  const v = el.validity;
  if (v.valueMissing) return t('form.required');
  if (v.badInput) return t('form.number');
  if (v.rangeUnderflow && 'min' in el) return t('form.min', { min: el.min });
  if (v.rangeOverflow && 'max' in el) return t('form.max', { max: el.max });
  if (v.stepMismatch) return t('form.whole');
  return '';
}

/** `onInvalid` / `onInput` for a field whose failed checks speak the page's language. */
export function localValidity(t: Translate) {
  return {
    onInvalid: (e: FormEvent<Field>) => {
      const el = e.currentTarget;
      // Ours already (set here or by the page, cleared on the next edit).
      if (el.validity.customError) return;
      const message = validityMessage(el, t);
      if (message) el.setCustomValidity(message);
    },
    onInput: (e: FormEvent<Field>) => e.currentTarget.setCustomValidity(''),
  };
}
