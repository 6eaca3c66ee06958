import { useTranslations } from 'next-intl';

/**
 * The names of data qualification's statuses, services and account types in the reader's language, by their API id
 * or code (`qualification.status.<id>`…); the API's own name, or the code, when the catalogue has none.
 */
export function useQualificationNames() {
  const t = useTranslations('qualification');
  return {
    status: ({ id, name }: { id: number; name: string }) => {
      const key = `status.${id}` as 'status.1';
      return t.has(key) ? t(key) : name;
    },
    service: (id: number, name: string) => {
      const key = `service.${id}` as 'service.1';
      return t.has(key) ? t(key) : name;
    },
    accountType: (code: string) => {
      const key = `accountType.${code}` as 'accountType.CHECKING';
      return t.has(key) ? t(key) : code;
    },
  };
}
