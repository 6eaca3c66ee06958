'use client';

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { translateMessage, type Catalogue, type Templates } from '@/lib/message-translation';

const Translation = createContext<{ source: Templates; target: Catalogue } | null>(null);

/**
 * Gives the forms below it the English templates the schemas and the API write their messages in (`source`, from
 * messages/en/api-errors.json) and the reader's templates and field names (`target`). The server passes both as
 * written (i18n/catalogues.ts, CATALOGUES: next-intl's own messages are compiled), so they travel in the page's
 * payload, not in a JavaScript chunk.
 */
export function FormMessages({
  source,
  target,
  children,
}: {
  source: Templates;
  target: Catalogue;
  children: ReactNode;
}) {
  const translation = useMemo(() => ({ source, target }), [source, target]);
  return <Translation.Provider value={translation}>{children}</Translation.Provider>;
}

/**
 * A schema's or the API's message (`The buyer.document.number is not a valid CPF.`) in the reader's language with the
 * field named in words (`CPF ou CNPJ do comprador: não é um CPF válido.`); unknown messages stay as they are.
 */
export function useSaidInWords(): (message: string) => string {
  const translation = useContext(Translation);
  return useCallback(
    (message: string) =>
      translation ? translateMessage(message, { apiErrors: translation.source }, translation.target) : message,
    [translation],
  );
}
