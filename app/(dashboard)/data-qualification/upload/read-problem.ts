import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { MAX_BATCH_BYTES, MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import type { ReadProblem } from './batch-columns';
import { megabytes } from './batch-source';

/** The two shapes pasted JSON may take, as code: the same in every language. */
const JSON_SHAPES = { array: '[{…}, …]', body: '{"service_id": 1, "data": [{…}, …]}' };

/** Why a batch could not be read, in the reader's language, its counts and sizes written the locale's way. */
export function useReadProblemText(): (error: ReadProblem) => string {
  const t = useTranslations('qualification.read');
  const format = useFormats();
  return (error) => {
    switch (error.problem) {
      case 'unclosedQuote':
        return t('unclosedQuote', { row: error.row });
      case 'missingColumns':
        return t('missingColumns', { count: error.columns.length, columns: error.columns.join(', ') });
      case 'fileTooManyRecords':
      case 'arrayTooManyRecords':
        return t(error.problem, {
          records: format.count(error.records),
          max: format.count(MAX_RECORDS_PER_BATCH),
        });
      case 'fileTooLarge':
        return t('fileTooLarge', {
          name: error.name,
          size: megabytes(error.bytes, format.locale),
          max: megabytes(MAX_BATCH_BYTES, format.locale),
        });
      case 'nothingToRead':
      case 'notABatch':
        return t(error.problem, JSON_SHAPES);
      case 'notJson':
        return t('notJson', { detail: error.detail });
      // Not the reader's words: an exception's own message (a chunk that failed to load), shown as it came.
      case 'failed':
        return error.detail;
      default:
        return t(error.problem);
    }
  };
}
