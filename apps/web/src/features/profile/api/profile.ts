import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffSettingsPaths,
  UserAccountPaths,
  ZChangePasswordResponse,
  ZMyBasicInfo,
  ZMyProfile,
  ZUploadPhotoResponse,
  type ChangePasswordResponse,
  type MyBasicInfo,
  type MyProfile,
  type UpdateMyBasicInfoRequest,
  type UpdatePasswordRequest,
  type UploadPhotoResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { userContextQuery } from '../../../lib/session/user-context';

const profileKey = ['customer', 'staff-settings', 'profile'] as const;

/** GET StaffSettings/loadprofile: the signed-in user's own details, photo, role, branch and contacts. */
export function loadProfile(signal?: AbortSignal): Promise<MyProfile> {
  return api.get(StaffSettingsPaths.loadProfile, { schema: ZMyProfile, signal });
}

export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: ({ signal }) => loadProfile(signal),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** The name and photo show in the top bar too (user context), so both are read again after a change. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKey }),
      queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey }),
    ]);
}

/** POST StaffSettings/updatebasicinfo: name, phone and designation (the email, role and branch are the agency's). */
export function updateBasicInfo(request: UpdateMyBasicInfoRequest): Promise<MyBasicInfo> {
  return api.post(StaffSettingsPaths.updateBasicInfo, request, { schema: ZMyBasicInfo });
}

export function useUpdateBasicInfo() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: updateBasicInfo, onSuccess: refresh });
}

/** POST StaffSettings/uploadlogo (multipart, field "file"): the user's own photo, png or jpeg up to 1 MB. */
export function uploadPhoto(file: File): Promise<UploadPhotoResponse> {
  const body = new FormData();
  body.append('file', file);
  return api.post(StaffSettingsPaths.uploadLogo, body, { schema: ZUploadPhotoResponse });
}

export function useUploadPhoto() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: refresh });
}

/** POST User/updatepassword: every other session of the user ends; this one stays. */
export function updatePassword(request: UpdatePasswordRequest): Promise<ChangePasswordResponse> {
  return api.post(UserAccountPaths.updatePassword, request, { schema: ZChangePasswordResponse });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
