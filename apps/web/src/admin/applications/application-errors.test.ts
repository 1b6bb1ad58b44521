import { MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import {
  addErrorMessage,
  deleteErrorMessage,
  documentUploadError,
  saveFieldErrors,
  statusErrorMessage,
  updateErrorMessage,
} from './application-errors';

const M = MESSAGES.applications;
const FIELDS = ['surname', 'email', 'passport'] as const;

describe('addErrorMessage', () => {
  it('names the status the server answered with', () => {
    expect(addErrorMessage({ kind: 'server', status: 500, message: 'x' })).toBe(
      'Failed to add application. Server responded with status: 500',
    );
  });

  it('tells a duplicate (409) in the spec words, on add and on edit', () => {
    for (const message of [addErrorMessage, updateErrorMessage]) {
      expect(message({ kind: 'server', status: 409, message: M.duplicateEmail })).toBe(M.duplicateEmail);
      expect(message({ kind: 'server', status: 409, message: M.duplicatePassport })).toBe(
        M.duplicatePassport,
      );
      expect(message({ kind: 'server', status: 409 })).toBe(M.duplicatePassport);
    }
  });

  it('asks to try again when nothing came back', () => {
    expect(addErrorMessage({ kind: 'no-response' })).toBe(M.addError);
    expect(addErrorMessage({ kind: 'other' })).toBe(M.addError);
  });
});

describe('updateErrorMessage and deleteErrorMessage', () => {
  it('tell a server refusal from a missing answer', () => {
    expect(updateErrorMessage({ kind: 'server', status: 400 })).toBe(M.updateFailed);
    expect(updateErrorMessage({ kind: 'no-response' })).toBe(M.updateError);
    expect(deleteErrorMessage({ kind: 'server', status: 404 })).toBe(M.deleteFailed);
    expect(deleteErrorMessage({ kind: 'no-response' })).toBe(M.deleteError);
  });
});

describe('documentUploadError', () => {
  it("names the file and the server's reason for refusing it", () => {
    expect(documentUploadError('visa.jpg', { status: 413, data: { message: M.fileTooLarge5 } })).toBe(
      `visa.jpg was not uploaded. ${M.fileTooLarge5}`,
    );
    expect(documentUploadError('scan.png', { status: 415, data: { message: M.invalidFileType } })).toBe(
      M.documentNotUploaded('scan.png', M.invalidFileType),
    );
  });

  it('tells a stall from no answer and from a server failure', () => {
    expect(documentUploadError('a.jpg', { status: 'TIMEOUT_ERROR', error: 'stalled' })).toBe(
      M.documentNotUploaded('a.jpg', M.uploadStalled(20)),
    );
    expect(documentUploadError('a.jpg', { status: 'FETCH_ERROR', error: 'failed' })).toBe(
      M.documentNotUploaded('a.jpg', M.uploadNoResponse),
    );
    expect(documentUploadError('a.jpg', { status: 500, data: { message: 'boom' } })).toBe(
      M.documentNotUploaded('a.jpg', M.uploadFailed(500)),
    );
  });
});

describe('statusErrorMessage', () => {
  it('names the action and the status of a refusal', () => {
    expect(statusErrorMessage('approve', { kind: 'server', status: 403, message: 'no' })).toBe(
      'Failed to approve application. Server responded with status: 403',
    );
    expect(statusErrorMessage('pending', { kind: 'server', status: 404 })).toBe(
      'Failed to pending application. Server responded with status: 404',
    );
  });

  it('shows the server message when the record already had that status (409)', () => {
    const message = M.statusUnchanged('Approved');
    expect(statusErrorMessage('approve', { kind: 'server', status: 409, message })).toBe(message);
  });

  it('says what failed when nothing came back', () => {
    expect(statusErrorMessage('reject', { kind: 'no-response' })).toBe(
      'Error rejecting application. Please try again.',
    );
  });
});

describe('saveFieldErrors', () => {
  it("keeps the server's errors for the form's fields and the photo", () => {
    const errors = saveFieldErrors(
      { kind: 'server', status: 400 },
      [
        { field: 'surname', message: M.surnameLength },
        { field: 'image', message: M.imageRequired },
        { field: 'isStatus', message: 'ignored' },
      ],
      FIELDS,
    );
    expect(errors).toEqual([
      { field: 'surname', message: M.surnameLength },
      { field: 'image', message: M.imageRequired },
    ]);
  });

  it('puts a duplicate under the e-mail or passport field', () => {
    expect(
      saveFieldErrors(
        { kind: 'server', status: 409 },
        [{ field: 'passport', message: M.duplicatePassport }],
        FIELDS,
      ),
    ).toEqual([{ field: 'passport', message: M.duplicatePassport }]);
    expect(
      saveFieldErrors({ kind: 'server', status: 409, message: M.duplicatePassport }, [], FIELDS),
    ).toEqual([{ field: 'passport', message: M.duplicatePassport }]);
    expect(saveFieldErrors({ kind: 'server', status: 409 }, [], FIELDS)).toEqual([
      { field: 'email', message: M.duplicateEmail },
    ]);
  });

  it('puts a refused photo under the photo', () => {
    expect(saveFieldErrors({ kind: 'server', status: 413, message: M.fileTooLarge5 }, [], FIELDS)).toEqual([
      { field: 'image', message: M.fileTooLarge5 },
    ]);
  });

  it('has nothing to show at a field when nothing came back', () => {
    expect(saveFieldErrors({ kind: 'no-response' }, [], FIELDS)).toEqual([]);
    expect(saveFieldErrors({ kind: 'server', status: 500 }, [], FIELDS)).toEqual([]);
  });
});
