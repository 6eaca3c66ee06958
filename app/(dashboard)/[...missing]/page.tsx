import { notFound } from 'next/navigation';

/** Any address no dashboard page matches: the dashboard's own not-found page, inside its layout, with HTTP 404. */
export default function MissingDashboardPage(): never {
  notFound();
}
