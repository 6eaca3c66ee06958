'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';

const subscribeToNothing = () => () => {};

/** False in the server's HTML and during hydration, true from the first render after it. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A `<form>` whose fields stay disabled until React has hydrated it. react-hook-form's `register` writes each field's
 * default into the DOM when it attaches, so whatever was typed or chosen in the server's HTML before then would be
 * silently replaced. A disabled fieldset takes no input; `contents` keeps the form's own layout.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
