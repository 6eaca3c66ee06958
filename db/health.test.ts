import { describe, expect, it } from 'vitest';
import { pendingMigrations } from './health';

const journal = [
  { when: 100, tag: '0000_foundation' },
  { when: 200, tag: '0001_webhooks' },
  { when: 300, tag: '0002_markup' },
];

describe('pendingMigrations', () => {
  it('is empty when the last applied migration is the journal’s last, or a newer build’s', () => {
    expect(pendingMigrations(journal, 300)).toEqual([]);
    expect(pendingMigrations(journal, 400)).toEqual([]);
  });

  it('names the journal entries newer than the last applied one', () => {
    expect(pendingMigrations(journal, 100)).toEqual(['0001_webhooks', '0002_markup']);
  });

  it('names every entry when none is applied', () => {
    expect(pendingMigrations(journal, null)).toHaveLength(3);
  });
});
