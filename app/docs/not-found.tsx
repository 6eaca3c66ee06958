import Link from 'next/link';

/** An unknown area of the API reference: a 404 with a way back to its overview. */
export default function ApiReferenceNotFound() {
  return (
    <main lang="en" className="mx-auto max-w-xl space-y-3 px-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="text-slate-700">This part of the API reference does not exist.</p>
      <Link className="text-brand-700 underline" href="/docs">
        Back to the API reference
      </Link>
    </main>
  );
}
