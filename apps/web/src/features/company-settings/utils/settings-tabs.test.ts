import { describe, expect, it } from 'vitest';
import { Functionality } from '@portal/contracts';
import { chosenTab, visibleSettingsTabs } from './settings-tabs';

describe('company settings tabs', () => {
  it('shows every tab to an owner (empty list) in the spec’s order', () => {
    expect(visibleSettingsTabs([])).toEqual(['basic', 'bank-account', 'branch', 'documents', 'staff']);
  });

  it('shows a tab only with its own permission', () => {
    const codes = [Functionality.CompanySettings, Functionality.ShowBranches];
    expect(visibleSettingsTabs(codes)).toEqual(['basic', 'branch', 'documents']);
  });

  it('leaves out a tab whose content is not built', () => {
    expect(visibleSettingsTabs([], (tab) => tab !== 'staff')).not.toContain('staff');
  });

  it('follows the address, falling back to the first tab allowed', () => {
    const visible = visibleSettingsTabs([Functionality.CompanySettings]);
    expect(chosenTab(new URLSearchParams('tab=documents'), visible)).toBe('documents');
    expect(chosenTab(new URLSearchParams('tab=branch'), visible)).toBe('basic');
    expect(chosenTab(new URLSearchParams(''), visible)).toBe('basic');
    expect(chosenTab(new URLSearchParams('tab=basic'), [])).toBeNull();
  });
});
