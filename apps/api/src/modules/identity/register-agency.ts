import {
  ErrorCode,
  RegistrationErrorCode,
  RegistrationMessage,
  ZRegisterFields,
  type RegisterFields,
  type RegisterResponse,
} from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { hashPassword } from '../../lib/password';
import type { BotCheck } from './bot-check';
import type { TenantRef } from './identity-deps';
import type { RegistrationUpload } from './read-registration-form';
import { spendRegistrationProof } from './registration-code.repository';
import { emailSubject, phoneNumberSubject, RegistrationProofLifetimeMs } from './registration-code';
import { insertPendingAgency, isEmailTaken, type AgencyKind } from './registration.repository';

const agencyKindOf = (fields: RegisterFields): AgencyKind => {
  if (fields.type === 1) return 'proprietor';
  if (fields.type === 2) return 'partnership';
  return fields.corporate ? 'corporate' : 'company';
};

function parseFields(raw: Record<string, string>): RegisterFields {
  const parsed = ZRegisterFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'form'}: ${issue.message}`)
    .join('; ');
  throw new AppError(ErrorCode.ValidationFailed, 400, message);
}

const notVerified = (what: string) => new AppError(RegistrationErrorCode.NotVerified, 422, what);

/**
 * Creates an agency awaiting approval and its owner from a registration (spec §5): fields valid, bot check solved,
 * email and phone proven by their codes, email free on the tenant. The proofs are spent, the rows inserted and the
 * files stored in one transaction; any refusal leaves nothing behind.
 */
export async function registerAgency(options: {
  db: Db;
  files: FileStore;
  botCheck: BotCheck;
  tenant: TenantRef;
  fields: Record<string, string>;
  uploads: RegistrationUpload[];
  now?: Date;
}): Promise<RegisterResponse> {
  const now = options.now ?? new Date();
  const fields = parseFields(options.fields);
  if (!options.botCheck.verify(fields.botCheck)) {
    throw new AppError(RegistrationErrorCode.BotCheckFailed, 400, RegistrationMessage.botCheckFailed);
  }
  const tenantId = options.tenant.id;
  const email = emailSubject(fields.email);
  const passwordHash = await hashPassword(fields.password);
  const stored: string[] = [];
  try {
    const agencyId = await options.db.transaction(async (tx) => {
      const verifiedAfter = new Date(now.getTime() - RegistrationProofLifetimeMs);
      const emailProven = await spendRegistrationProof(tx, {
        tenantId,
        purpose: 'registration-email',
        reference: fields.emailReference,
        subject: email,
        verifiedAfter,
        now,
      });
      if (!emailProven) throw notVerified(RegistrationMessage.emailNotVerified);
      const phoneProven = await spendRegistrationProof(tx, {
        tenantId,
        purpose: 'registration-phone',
        reference: fields.phoneReference,
        subject: phoneNumberSubject(fields.e164Code, fields.phoneNumber),
        verifiedAfter,
        now,
      });
      if (!phoneProven) throw notVerified(RegistrationMessage.phoneNotVerified);
      if (await isEmailTaken(tx, tenantId, email)) {
        throw new AppError(RegistrationErrorCode.EmailTaken, 409, RegistrationMessage.emailTaken);
      }
      const documents = [];
      for (const upload of options.uploads) {
        const storedName = await options.files.save(upload.content, extensionFor[upload.contentType]);
        stored.push(storedName);
        documents.push({
          kind: upload.kind,
          storedName,
          contentType: upload.contentType,
          sizeBytes: upload.content.length,
        });
      }
      return insertPendingAgency(tx, {
        tenantId,
        agency: {
          name: fields.companyName,
          type: agencyKindOf(fields),
          email,
          phone: `${fields.e164Code}${fields.phoneNumber}`,
          city: fields.city,
          address: fields.address,
          zipCode: fields.zipCode,
        },
        owner: {
          email,
          passwordHash,
          firstName: fields.firstName,
          lastName: fields.lastName,
          phoneCountryCode: fields.e164Code,
          phoneNumber: fields.phoneNumber,
        },
        documents,
      });
    });
    return { agencyId, status: 'pending', message: RegistrationMessage.submitted };
  } catch (error) {
    await Promise.all(stored.map((name) => options.files.remove(name)));
    throw error;
  }
}
