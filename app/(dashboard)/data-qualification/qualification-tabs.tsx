import { useTranslations } from 'next-intl';
import { ViewTabs } from '@/components/shell/view-tabs';

/** Records and Batches: two views of the same data. */
export function QualificationTabs() {
  const t = useTranslations('qualification.tabs');
  return (
    <ViewTabs
      label={t('label')}
      tabs={[
        { href: '/data-qualification', label: t('records') },
        { href: '/data-qualification/batches', label: t('batches') },
      ]}
    />
  );
}
