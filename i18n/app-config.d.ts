import type { Locale } from '@/lib/locale';
import type messages from '../messages/en';

// next-intl checks every key and argument against the English catalogue; messages.test.ts keeps pt-BR's the same.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
