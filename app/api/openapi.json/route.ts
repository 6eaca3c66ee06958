import { json } from '@/lib/api/errors';
import { openApiDocument } from '@/lib/api/openapi';

export const dynamic = 'force-static';

export function GET(): Response {
  return json(openApiDocument());
}
