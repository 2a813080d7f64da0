import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-changes';

// Reads back the key and its values, so the test sees what the page asks the translations for.
const t = (key: string, options?: Record<string, unknown>) =>
  options?.list !== undefined ? `${key}(${String(options.list)})` : String(options?.defaultValue ?? key);

describe('an audit entry’s changed field', () => {
  it('names the permissions added and taken away, not the whole list', () => {
    expect(describeChange('functionalities', [201, 227], [201, 209], t)).toBe(
      'functionalities: audit.added(ViewTraveller); audit.removed(ShowAllTransactions)',
    );
    expect(describeChange('functionalities', null, [201], t)).toBe('functionalities: audit.added(Dashboard)');
  });

  it('shows other fields as before → after, an empty value as a dash', () => {
    expect(describeChange('designation', null, 'Accounts Officer', t)).toBe(
      'designation: — → Accounts Officer',
    );
    expect(describeChange('status', 'active', 'suspended', t)).toBe(
      'status: status.active → status.suspended',
    );
  });
});
