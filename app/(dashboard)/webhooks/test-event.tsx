'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/forms/hydrated-form';
import { loadAfterPage } from '@/lib/load-after-page';
import { TestEventCard } from './test-event-card';

// The form's code (react-hook-form, some 10 KB gzip that nothing else on this page uses) is fetched once the page has
// loaded, as the payout confirmation's is: the log below is what the page is opened for. Until then, and in the
// server's HTML, the card is there with its field disabled, as every form is before hydration.
const loadForm = loadAfterPage(() => import('./test-event-form'));
const TestEventForm = lazy(() => loadForm().then((module) => ({ default: module.TestEventForm })));

export function TestEvent() {
  const hydrated = useHydrated();
  const card = <TestEventCard />;
  if (!hydrated) return card;
  return (
    <Suspense fallback={card}>
      <TestEventForm />
    </Suspense>
  );
}
