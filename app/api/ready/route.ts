import { readiness } from '@/lib/api/operations';

export const dynamic = 'force-dynamic';

export { readiness as GET };
