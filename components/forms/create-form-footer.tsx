'use client';

import { useRouter } from 'next/navigation';
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
  noun: string;
  pending: boolean;
  /** Submitted with invalid fields: submitting again waits for them to be fixed. */
  blocked: boolean;
  error: Error | null;
  unplacedErrors: string[];
}) {
  const router = useRouter();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || blocked}>
          {pending ? 'Creating…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={() => router.push(cancelHref)}>
          Cancel
        </Button>
        {blocked && <span className="text-sm text-red-600">Fix the fields marked in red to continue.</span>}
      </div>
      {error && (
        <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700" role="alert">
          {error instanceof ApiRequestError && error.body.errors ? (
            <>
              <p className="font-medium">The API refused the {noun}.</p>
              {unplacedErrors.length > 0 ? (
                <ul className="mt-1 list-disc pl-5">
                  {unplacedErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : (
                <p>See the fields marked above.</p>
              )}
            </>
          ) : (
            <p>
              Could not create the {noun}: {error.message}
            </p>
          )}
        </div>
      )}
    </>
  );
}
