'use client';

import { useMessages } from 'next-intl';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { translateMessage, type Templates } from '@/lib/message-translation';

const SourceTemplates = createContext<Templates | null>(null);

/**
 * Gives the forms below it the English templates the schemas and the API write their messages in (the server passes
 * them from messages/en/api-errors.json, so they travel in the page's payload, not in a JavaScript chunk).
 */
export function FormMessages({ source, children }: { source: Templates; children: ReactNode }) {
  return <SourceTemplates.Provider value={source}>{children}</SourceTemplates.Provider>;
}

/**
 * A schema's or the API's message (`The buyer.document.number is not a valid CPF.`) in the reader's language with the
 * field named in words (`CPF ou CNPJ do comprador: não é um CPF válido.`); unknown messages stay as they are.
 */
export function useSaidInWords(): (message: string) => string {
  const source = useContext(SourceTemplates);
  const { apiErrors, fields } = useMessages();
  return useCallback(
    (message: string) =>
      source && apiErrors && fields ? translateMessage(message, { apiErrors: source }, { apiErrors, fields }) : message,
    [source, apiErrors, fields],
  );
}
