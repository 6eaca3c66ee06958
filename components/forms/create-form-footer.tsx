'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';

/** Submit and Cancel under a "new payment" form, then why the API refused it (what useCreateForm could not place beside a field). */
export function CreateFormFooter({
  submitLabel,
  cancelHref,
  noun,
  pending,
  blocked,
  error,
  unplacedErrors,
}: {
  submitLabel: string;
  cancelHref: string;
  /** What is created, in the error message: "The API refused the charge." */
  noun: 'charge' | 'payout' | 'request';
  pending: boolean;
  /** Submitted with invalid fields: submitting again waits for them to be fixed. */
  blocked: boolean;
  error: Error | null;
  unplacedErrors: string[];
}) {
  const router = useRouter();
  const t = useTranslations('forms');
  const inWords = useSaidInWords();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || blocked}>
          {pending ? t('creating') : submitLabel}
        </Button>
        <Button variant="ghost" onClick={() => router.push(cancelHref)}>
          {t('cancel')}
        </Button>
        {blocked && <span className="text-sm text-red-600">{t('fixFields')}</span>}
      </div>
      {error && (
        <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700" role="alert">
          {error instanceof ApiRequestError && error.body.errors ? (
            <>
              <p className="font-medium">{t(`refused.${noun}`)}</p>
              {unplacedErrors.length > 0 ? (
                <ul className="mt-1 list-disc pl-5">
                  {unplacedErrors.map((message) => (
                    <li key={message}>{inWords(message)}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('seeFields')}</p>
              )}
            </>
          ) : (
            <p>{t(`createFailed.${noun}`, { message: inWords(error.message) })}</p>
          )}
        </div>
      )}
    </>
  );
}
