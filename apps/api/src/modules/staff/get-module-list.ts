import { Functionality, FunctionalityModules, RolePresets, type ModuleListResponse } from '@portal/contracts';

/** The role editor's module list (every functionality code, grouped) and the presets a role may start from. */
export function getModuleList(): ModuleListResponse {
  return {
    modules: FunctionalityModules.map((entry) => ({
      module: entry.module,
      functionalities: entry.functionalities.map((name) => ({ code: Functionality[name], name })),
    })),
    presets: RolePresets.map((preset) => ({
      preset: preset.preset,
      name: preset.name,
      functionalities: [...preset.functionalities],
    })),
  };
}
