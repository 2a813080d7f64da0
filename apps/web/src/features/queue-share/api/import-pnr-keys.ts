/** Every queue-share read sits under this key, so an import refreshes them all at once. */
export const importPnrKey = ['order', 'import-pnr'] as const;
