import { describe, expect, it } from 'vitest';
import { VisaApplicationMessage, VisaLimit } from '@portal/contracts';
import { uploadProblem } from './upload-check';

const pdfHead = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];

describe('a visa document before it is sent', () => {
  it('passes a pdf, png or jpeg up to 1 MB', async () => {
    const pdf = new File([new Uint8Array(pdfHead)], 'passport.pdf');
    expect(await uploadProblem(pdf)).toBeNull();
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'photo.jpg');
    expect(await uploadProblem(jpeg)).toBeNull();
  });

  it('refuses a file over 1 MB, or one whose bytes are not an accepted type whatever its name', async () => {
    const big = new File([new Uint8Array(VisaLimit.maxUploadBytes + 1).fill(0x25)], 'statement.pdf');
    expect(await uploadProblem(big)).toBe(VisaApplicationMessage.fileTooLarge);
    const text = new File(['not really a picture'], 'photo.png', { type: 'image/png' });
    expect(await uploadProblem(text)).toBe(VisaApplicationMessage.fileType);
  });
});
