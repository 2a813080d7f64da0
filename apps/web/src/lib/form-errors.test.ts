import { describe, expect, it } from 'vitest';
import { errorsOf } from './form-errors';

describe('issues as react-hook-form errors', () => {
  it('nests each message under its dotted path, a list keeping its rows beside its own message', () => {
    expect(
      errorsOf([
        { path: 'applicants.0.documents.Photo', message: 'Please upload this document' },
        { path: 'checklist.1.code', message: 'Please choose the document' },
        { path: 'checklist', message: 'Each document is listed once' },
      ]),
    ).toEqual({
      applicants: {
        0: { documents: { Photo: { type: 'validate', message: 'Please upload this document' } } },
      },
      checklist: {
        1: { code: { type: 'validate', message: 'Please choose the document' } },
        type: 'validate',
        message: 'Each document is listed once',
      },
    });
  });
});
