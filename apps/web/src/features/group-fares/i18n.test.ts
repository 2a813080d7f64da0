import { describe, expect, it } from 'vitest';
import {
  GroupFareKinds,
  GroupFareReleaseReasons,
  GroupFareReservationStatuses,
  GroupFareReservationTabs,
  PassengerTitles,
  TravelClasses,
} from '@portal/contracts';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { groupFareTexts } from './i18n';
import { GroupFareMessages } from './utils/group-fare-message';

describe('special fare translations', () => {
  const en = new Map(translationLeaves(groupFareTexts.en));
  const bn = new Map(translationLeaves(groupFareTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('names every kind, status, tab, release reason, cabin and title the API sends', () => {
    for (const kind of GroupFareKinds) expect(en.has(`kinds.${kind}`)).toBe(true);
    for (const status of GroupFareReservationStatuses) expect(en.has(`status.${status}`)).toBe(true);
    for (const tab of GroupFareReservationTabs) expect(en.has(`queue.tabs.${tab}`)).toBe(true);
    for (const reason of GroupFareReleaseReasons) expect(en.has(`releaseReasons.${reason}`)).toBe(true);
    for (const cabin of TravelClasses) expect(en.has(`cabins.${cabin}`)).toBe(true);
    for (const title of PassengerTitles) expect(en.has(`titles.${title}`)).toBe(true);
  });

  it('says every message of the contracts in English exactly as the API does', () => {
    for (const [group, texts] of Object.entries(GroupFareMessages)) {
      for (const [key, text] of Object.entries(texts)) expect(en.get(`messages.${group}.${key}`)).toBe(text);
    }
  });
});
