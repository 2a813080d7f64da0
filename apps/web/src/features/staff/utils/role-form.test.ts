import { describe, expect, it } from 'vitest';
import { moduleState, toggleCode, toggleModule, type ModuleEntry } from './role-form';

const money: ModuleEntry = {
  module: 'money',
  functionalities: [
    { code: 227, name: 'ShowAllTransactions' },
    { code: 228, name: 'ShowDepositList' },
  ],
};

describe('the role editor’s module boxes', () => {
  it('tells all, some and none', () => {
    expect(moduleState(money, new Set())).toBe('none');
    expect(moduleState(money, new Set([227]))).toBe('some');
    expect(moduleState(money, new Set([227, 228, 201]))).toBe('all');
  });

  it('selects the whole module unless all of it was chosen, then clears only that module', () => {
    expect([...toggleModule(money, new Set([201, 227]))].sort()).toEqual([201, 227, 228]);
    expect([...toggleModule(money, new Set([201, 227, 228]))]).toEqual([201]);
  });

  it('toggles one permission', () => {
    expect([...toggleCode(228, new Set([227]))]).toEqual([227, 228]);
    expect([...toggleCode(227, new Set([227]))]).toEqual([]);
  });
});
