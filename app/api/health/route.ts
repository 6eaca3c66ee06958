import { liveness } from '@/lib/api/operations';

export const dynamic = 'force-dynamic';

export { liveness as GET };
