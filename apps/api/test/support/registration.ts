import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RegistrationPaths, type BotChallenge } from '@portal/contracts';
import { solveBotChallenge } from '../../src/modules/identity/bot-check';
import { hosts } from './requests';
import { latestCodeTo } from './outbox';

export const pngBytes = (size = 64) => {
  const content = Buffer.alloc(size, 0);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(content);
  return content;
};
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
export const jpegBytes = () => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(60, 1)]);

export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body built by hand, so a test controls every byte and file name. */
export function multipart(fields: Record<string, string>, files: MultipartFile[]) {
  const boundary = `----portal${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const defaultFiles = (): MultipartFile[] => [
  { name: 'nationalIdFront', filename: 'front.png', contentType: 'image/png', content: pngBytes() },
  { name: 'nationalIdBack', filename: 'back.jpg', contentType: 'image/jpeg', content: jpegBytes() },
  { name: 'tradeLicense', filename: 'licence.pdf', contentType: 'application/pdf', content: pdfBytes() },
];

let addressCounter = 0;
/** Each registration comes from an address of its own, so the per-address rate limits never join tests up. */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export async function solvedBotCheck(
  app: FastifyInstance,
  host: string = hosts.main,
  remoteAddress = nextAddress(),
): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: RegistrationPaths.challenge,
    headers: { host },
    remoteAddress,
  });
  return solveBotChallenge(response.json<BotChallenge>());
}

/** Sends and verifies the email and phone codes through the real calls; answers their references. */
export async function verifiedReferences(
  app: FastifyInstance,
  input: { email: string; e164Code: string; phoneNumber: string; host?: string; remoteAddress?: string },
): Promise<{ emailReference: string; phoneReference: string }> {
  const headers = { host: input.host ?? hosts.main };
  const remoteAddress = input.remoteAddress ?? nextAddress();
  const emailSent = await app.inject({
    method: 'POST',
    url: RegistrationPaths.sendEmailCode,
    headers,
    remoteAddress,
    payload: { email: input.email },
  });
  const emailReference = emailSent.json<{ reference: string }>().reference;
  await app.inject({
    method: 'POST',
    url: RegistrationPaths.verifyEmailCode,
    headers,
    remoteAddress,
    payload: { reference: emailReference, code: await latestCodeTo(app.db, input.email) },
  });
  const phoneSent = await app.inject({
    method: 'POST',
    url: RegistrationPaths.sendPhoneCode,
    headers,
    remoteAddress,
    payload: { e164Code: input.e164Code, phoneNumber: input.phoneNumber },
  });
  const phoneReference = phoneSent.json<{ reference: string }>().reference;
  await app.inject({
    method: 'POST',
    url: RegistrationPaths.verifyPhoneCode,
    headers,
    remoteAddress,
    payload: {
      reference: phoneReference,
      code: await latestCodeTo(app.db, `${input.e164Code}${input.phoneNumber.replace(/\D/g, '')}`),
    },
  });
  return { emailReference, phoneReference };
}

export const registrationFields = (email: string, overrides: Record<string, string> = {}) => ({
  type: '1',
  corporate: 'false',
  companyName: 'Green Leaf Travels',
  firstName: 'Karim',
  lastName: 'Hossain',
  email,
  e164Code: '+880',
  phoneNumber: '1711000111',
  city: 'Dhaka',
  address: 'House 12, Road 5, Dhanmondi',
  zipCode: '1205',
  password: 'Strong@123',
  consent: 'true',
  ...overrides,
});

/** A whole registration through the real calls; answers the HTTP response. */
export async function register(
  app: FastifyInstance,
  email: string,
  options: {
    overrides?: Record<string, string>;
    /** Applied after the codes and the bot check, to send a wrong reference or solution. */
    replace?: Record<string, string>;
    files?: MultipartFile[];
    host?: string;
  } = {},
) {
  const host = options.host ?? hosts.main;
  const remoteAddress = nextAddress();
  // A number of its own per registration: each number may only be sent a few codes in ten minutes.
  const phoneNumber = `17${remoteAddress.replace(/\D/g, '').slice(-8).padStart(8, '0')}`;
  const fields = registrationFields(email, { phoneNumber, ...options.overrides });
  const references = await verifiedReferences(app, {
    email,
    e164Code: fields.e164Code,
    phoneNumber: fields.phoneNumber,
    host,
    remoteAddress,
  });
  const body = multipart(
    {
      ...fields,
      ...references,
      botCheck: await solvedBotCheck(app, host, remoteAddress),
      ...options.replace,
    },
    options.files ?? defaultFiles(),
  );
  return app.inject({
    method: 'POST',
    url: RegistrationPaths.register,
    headers: { host, 'content-type': body.contentType },
    remoteAddress,
    payload: body.payload,
  });
}
