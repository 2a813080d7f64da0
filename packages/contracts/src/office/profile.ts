import { z } from 'zod';
import { Business } from '../common/business';
import { TextLimit } from '../common/strings';
import { ValidationMessage } from '../identity/messages';
import { ZNewPassword } from '../identity/password';
import { staffPersonShape, StaffMessage } from './staff';

const ZContact = z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() });

/** GET StaffSettings/loadbasicinfo and viewbasicinfo: the signed-in user's own editable details. */
export const ZMyBasicInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  e164Code: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  designation: z.string().nullable(),
});
export type MyBasicInfo = z.infer<typeof ZMyBasicInfo>;

/** POST StaffSettings/updatebasicinfo: the email, role and branch are the agency's to change, not the user's. */
export const ZUpdateMyBasicInfoRequest = z
  .strictObject(staffPersonShape)
  .refine((values) => !values.phoneNumber || values.e164Code !== null, {
    message: StaffMessage.phoneCodeRequired,
    path: ['e164Code'],
  });
export type UpdateMyBasicInfoRequest = z.input<typeof ZUpdateMyBasicInfoRequest>;

/** GET StaffSettings/loadprofile: the profile page (staff profile of spec §2). */
export const ZMyProfile = ZMyBasicInfo.extend({
  /** User/GetLogo?kind=profile with a version query, or null without a photo. */
  photoUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  isOwner: z.boolean(),
  /** Null for an owner. */
  roleName: z.string().nullable(),
  /** The user's branch with its contacts; null at head office. */
  branch: z
    .object({
      name: z.string(),
      code: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      address: z.string(),
      city: z.string(),
      contactName: z.string(),
    })
    .nullable(),
  /** The agency's account manager at the provider (the user context's associatedStaff). */
  associatedStaff: ZContact.nullable(),
});
export type MyProfile = z.infer<typeof ZMyProfile>;

/** The multipart field of StaffSettings/uploadlogo. */
export const ProfilePhotoField = 'file';

/** POST StaffSettings/uploadlogo (multipart, field "file"): png or jpeg, at most 1 MB; replaces the old photo. */
export const ZUploadPhotoResponse = z.object({ photoUrl: z.string() });
export type UploadPhotoResponse = z.infer<typeof ZUploadPhotoResponse>;

export const ProfileMessage = {
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  passwordUnchanged: 'The new password must differ from the current one',
  photoNotMultipart: 'Send the photo as multipart/form-data.',
  photoRequired: 'Choose a photo to upload',
  photoTooLarge: 'The photo must not be larger than 1 MB',
  photoWrongType: 'The photo must be a PNG or JPEG image',
  photoTooManyFiles: 'Upload one photo at a time',
} as const;

export const ProfileErrorCode = {
  CurrentPasswordWrong: 'PROFILE_CURRENT_PASSWORD_WRONG',
  PasswordUnchanged: 'PROFILE_PASSWORD_UNCHANGED',
} as const;

/**
 * POST User/updatepassword: the current password must match; the new one follows spec §5. Every other session
 * of the user ends; the one that asked stays signed in. Answers the spec's password change response.
 */
export const ZUpdatePasswordRequest = z
  .strictObject({
    currentPassword: z
      .string(ProfileMessage.currentPasswordRequired)
      .min(1, ProfileMessage.currentPasswordRequired)
      .max(TextLimit.password, ProfileMessage.currentPasswordWrong),
    password: ZNewPassword,
    confirmPassword: z
      .string(ValidationMessage.confirmPasswordRequired)
      .min(1, ValidationMessage.confirmPasswordRequired)
      .min(Business.passwordMinLength, ValidationMessage.confirmPasswordTooShort),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ValidationMessage.passwordMismatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordRequest = z.input<typeof ZUpdatePasswordRequest>;
