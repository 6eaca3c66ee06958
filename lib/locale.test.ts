import { describe, expect, it } from 'vitest';
import { isTimeZone, localeFromAcceptLanguage, visitorLocale } from './locale';

describe('localeFromAcceptLanguage', () => {
  it('picks the preferred supported language by q-value', () => {
    expect(localeFromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('pt-PT')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.5,pt;q=0.8')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('de, en;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });

  it('lets the switcher cookie win, then the browser, then pt-BR', () => {
    expect(visitorLocale('en', 'pt-BR')).toBe('en');
    expect(visitorLocale('xx', 'en-GB')).toBe('en');
    expect(visitorLocale(undefined, 'fr')).toBe('pt-BR');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
