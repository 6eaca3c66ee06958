/** The batch caps (5,000 records per request, 10 MB per body, enforced before parsing), shared by the API and the dashboard's upload checks. */
export const MAX_RECORDS_PER_BATCH = 5_000;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;
