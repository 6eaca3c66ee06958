'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import type { ProfileRecord } from '@/lib/accounts/schemas';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { isOfferedTimeZone, LOCALES, OFFERED_TIME_ZONES, type Locale } from '@/lib/locale';

const AUTOMATIC = 'auto';

/** Settings' name, language and time zone; saving re-renders the dashboard in them. */
export function ProfileForm({ profile }: { profile: Pick<ProfileRecord, 'name' | 'locale' | 'time_zone'> }) {
  const t = useTranslations('settings');
  const names = useTranslations('common.languageNames');
  const router = useRouter();
  const [name, setName] = useState(profile.name);
  const [locale, setLocale] = useState<string>(profile.locale ?? AUTOMATIC);
  const [timeZone, setTimeZone] = useState(profile.time_zone);
  const [state, setState] = useState<{ saving: boolean; saved: boolean; errors: Record<string, string[]> }>({
    saving: false,
    saved: false,
    errors: {},
  });
  const zones: string[] = isOfferedTimeZone(profile.time_zone)
    ? [...OFFERED_TIME_ZONES]
    : [...OFFERED_TIME_ZONES, profile.time_zone];

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ saving: true, saved: false, errors: {} });
    try {
      await apiFetch('/v2/account/me', {
        method: 'PATCH',
        json: { name, locale: locale === AUTOMATIC ? null : (locale as Locale), time_zone: timeZone },
      });
      setState({ saving: false, saved: true, errors: {} });
      router.refresh();
    } catch (error) {
      const errors = error instanceof ApiRequestError ? (error.body.errors ?? {}) : {};
      setState({ saving: false, saved: false, errors: { body: [], ...errors } });
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-4" data-testid="profile-form">
      <div>
        <Label htmlFor="profile-name">{t('name')}</Label>
        <Input
          id="profile-name"
          value={name}
          autoComplete="name"
          aria-invalid={!!state.errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError message={state.errors.name?.[0]} />
      </div>
      <div>
        <Label htmlFor="profile-locale">{t('language')}</Label>
        <Select id="profile-locale" value={locale} onChange={(event) => setLocale(event.target.value)}>
          <option value={AUTOMATIC}>{t('automatic')}</option>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {names(option)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="profile-time-zone">{t('timeZone')}</Label>
        <Select id="profile-time-zone" value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {isOfferedTimeZone(zone) ? t(`timeZoneNames.${zone}`) : zone}
            </option>
          ))}
        </Select>
        <FieldError message={state.errors.time_zone?.[0]} />
      </div>
      <FieldError message={state.errors.body?.[0]} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={state.saving}>
          {state.saving ? t('saving') : t('save')}
        </Button>
        <span role="status" className="text-sm text-emerald-700">
          {state.saved ? t('saved') : ''}
        </span>
      </div>
    </form>
  );
}
