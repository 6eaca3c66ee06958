// GET /v2/overview's types come from the schema its OpenAPI document publishes (types only: no zod in the bundle).
export type {
  OverviewBalances,
  OverviewFigures,
  OverviewResponse as Overview,
  SeriesPoint,
  StatusRow,
} from '@/lib/overview/schemas';
