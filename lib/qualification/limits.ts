/** design.md's batch caps, shared by the API and the dashboard's upload checks. */
export const MAX_RECORDS_PER_BATCH = 5_000;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;
