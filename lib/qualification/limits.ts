/** The batch caps (5,000 records per request, 10 MB per body, enforced before parsing), shared by the API and the dashboard's upload checks. */
export const MAX_RECORDS_PER_BATCH = 5_000;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;
/** The `amount` a record may carry, in reais (the deposit services 4 and 5 send it). */
export const MIN_DEPOSIT_REAIS = 0.01;
export const MAX_DEPOSIT_REAIS = 150_000;
