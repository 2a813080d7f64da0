/** The query keys of the staff tab: every change reads its lists again. */
export const staffKey = ['customer', 'company-settings', 'staff'] as const;
export const rolesKey = ['customer', 'company-settings', 'roles'] as const;
export const auditLogKey = ['customer', 'company-settings', 'audit-log'] as const;
