import { ViewTabs } from '@/components/shell/view-tabs';

const TABS = [
  { href: '/data-qualification', label: 'Records' },
  { href: '/data-qualification/batches', label: 'Batches' },
];

/** Records and Batches: two views of the same data. */
export function QualificationTabs() {
  return <ViewTabs label="Data qualification views" tabs={TABS} />;
}
