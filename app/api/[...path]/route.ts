import { json } from '@/lib/api/errors';

/** Unknown API paths answer in JSON, like every other API error. */
function notFound(): Response {
  return json({ message: 'Not Found.' }, 404);
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
