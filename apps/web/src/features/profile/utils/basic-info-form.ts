import { z } from 'zod';
import {
  ZUpdateMyBasicInfoRequest,
  type MyBasicInfo,
  type UpdateMyBasicInfoRequest,
} from '@portal/contracts';

/** The profile form's boxes, all text. */
export interface BasicInfoValues {
  firstName: string;
  lastName: string;
  e164Code: string;
  phoneNumber: string;
  designation: string;
}

export const basicInfoOf = (info: MyBasicInfo, defaultCode: string): BasicInfoValues => ({
  firstName: info.firstName,
  lastName: info.lastName,
  e164Code: info.e164Code ?? defaultCode,
  phoneNumber: info.phoneNumber ?? '',
  designation: info.designation ?? '',
});

/** The contracts' rules and messages; a country code without a number is not sent. */
export const basicInfoSchema = z.preprocess((values) => {
  const form = values as BasicInfoValues;
  const phoneNumber = form.phoneNumber.trim();
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    e164Code: phoneNumber ? form.e164Code.trim() || null : null,
    phoneNumber: phoneNumber || null,
    designation: form.designation,
  };
}, ZUpdateMyBasicInfoRequest) as unknown as z.ZodType<UpdateMyBasicInfoRequest, BasicInfoValues>;
