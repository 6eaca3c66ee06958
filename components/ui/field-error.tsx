'use client';

import { useSaidInWords } from '@/components/i18n/form-messages';

/** A field's error, the schema's or the API's, said in the reader's language with the field named in words. */
export function FieldError({ message }: { message?: string }) {
  const inWords = useSaidInWords();
  return message ? (
    <p className="mt-1 text-sm text-red-600" role="alert">
      {inWords(message)}
    </p>
  ) : null;
}
