import { describe, expect, it } from 'vitest';
import { GroupFareBlockStatuses, GroupFareKinds, GroupFareReservationTabs } from '@portal/contracts';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { groupFareMessageGroups } from './utils/group-fare-message';
import { groupFareBackofficeTexts } from './group-fare-i18n';

describe('the back office’s special-fare translations', () => {
  const en = new Map(translationLeaves(groupFareBackofficeTexts.en));
  const bn = new Map(translationLeaves(groupFareBackofficeTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('names every kind, status and tab, every message, and keeps the spec’s list texts', () => {
    for (const kind of GroupFareKinds) expect(en.has(`groupFares.kinds.${kind}`)).toBe(true);
    for (const status of GroupFareBlockStatuses) expect(en.has(`groupFares.statuses.${status}`)).toBe(true);
    for (const tab of GroupFareReservationTabs)
      expect(en.has(`groupFares.reservations.tabs.${tab}`)).toBe(true);
    for (const [group, texts] of Object.entries(groupFareMessageGroups)) {
      for (const [key, text] of Object.entries(texts))
        expect(en.get(`groupFares.messages.${group}.${key}`)).toBe(text);
    }
    expect(en.get('groupFares.loading')).toBe('Fetching data');
    expect(en.get('groupFares.empty')).toBe('No Records');
  });
});
