import { describe, expect, it } from 'vitest';
import { DashboardWidgetAccess } from '@portal/contracts';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { dashboardTexts } from './i18n';

describe('dashboard translations', () => {
  const en = new Map(translationLeaves(dashboardTexts.en));
  const bn = new Map(translationLeaves(dashboardTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('names every widget and action widget', () => {
    for (const key of Object.keys(DashboardWidgetAccess)) {
      expect(en.has(`widgets.${key}`) || en.has(`actions.${key}`), key).toBe(true);
    }
  });
});
