import { metricsResponse } from '@/lib/api/operations';

export const dynamic = 'force-dynamic';

export { metricsResponse as GET };
