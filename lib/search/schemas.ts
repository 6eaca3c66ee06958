import { z } from 'zod';

export const searchQuerySchema = z.object({
  q: z
    .string('The q field is required.')
    .trim()
    .min(1, 'The q field is required.')
    .max(200, 'The q may not be greater than 200 characters.'),
});

export const searchHitSchema = z.object({
  kind: z.enum(['payin', 'payout', 'qualification', 'onboarding']),
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  status: z.string(),
});
export type SearchHitRecord = z.infer<typeof searchHitSchema>;
