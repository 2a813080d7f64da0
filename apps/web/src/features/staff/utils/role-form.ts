import type { ModuleListResponse } from '@portal/contracts';

export type ModuleEntry = ModuleListResponse['modules'][number];

/** A module's box: all its permissions chosen, none, or some (shown as a dash). */
export function moduleState(module: ModuleEntry, chosen: ReadonlySet<number>): 'all' | 'none' | 'some' {
  const held = module.functionalities.filter((entry) => chosen.has(entry.code)).length;
  if (held === 0) return 'none';
  return held === module.functionalities.length ? 'all' : 'some';
}

/** Ticking a module's box chooses all its permissions, unless all were chosen: then it clears them. */
export function toggleModule(module: ModuleEntry, chosen: ReadonlySet<number>): Set<number> {
  const next = new Set(chosen);
  const selectAll = moduleState(module, chosen) !== 'all';
  for (const entry of module.functionalities) {
    if (selectAll) next.add(entry.code);
    else next.delete(entry.code);
  }
  return next;
}

export function toggleCode(code: number, chosen: ReadonlySet<number>): Set<number> {
  const next = new Set(chosen);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  return next;
}
