import { useMutation } from '@tanstack/react-query';
import { CompanySettingsPaths, LogoFileField, ZCompanyLogoResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { useRefreshCompany } from './basic-info';

/** POST CompanySettings/uploadlogo (multipart; png or jpeg up to 1 MB): replaces the agency's logo. */
export function useUploadLogo() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(LogoFileField, file);
      return api.post(CompanySettingsPaths.uploadLogo, form, { schema: ZCompanyLogoResponse });
    },
    onSuccess: refresh,
  });
}

/** POST CompanySettings/RemoveLogo: the tenant's brand shows again in its place. */
export function useRemoveLogo() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: () => api.post(CompanySettingsPaths.removeLogo, {}, { schema: ZCompanyLogoResponse }),
    onSuccess: refresh,
  });
}
