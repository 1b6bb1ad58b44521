import { MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './form-errors';

const FIELDS = ['title', 'content', 'link', 'image'];

describe('formFieldErrors', () => {
  it("shows the server's field errors at the form's own fields", () => {
    const errors = [
      { field: 'link', message: MESSAGES.pages.duplicateLink },
      { field: 'published', message: MESSAGES.pages.statusMismatch },
    ];
    expect(formFieldErrors({ kind: 'server', status: 409, message: 'x' }, errors, FIELDS, 'title')).toEqual([
      { field: 'link', message: MESSAGES.pages.duplicateLink },
    ]);
  });

  it('puts a duplicate that names no field under the name', () => {
    const failure = { kind: 'server', status: 409, message: MESSAGES.companies.duplicate } as const;
    expect(formFieldErrors(failure, [], ['name'], 'name')).toEqual([
      { field: 'name', message: MESSAGES.companies.duplicate },
    ]);
  });

  it('puts a refused file under the image', () => {
    const failure = { kind: 'server', status: 415, message: MESSAGES.sliders.invalidFileType } as const;
    expect(formFieldErrors(failure, [], FIELDS, 'title')).toEqual([
      { field: 'image', message: MESSAGES.sliders.invalidFileType },
    ]);
    expect(formFieldErrors(failure, [], ['name'], 'name')).toEqual([]);
  });

  it('leaves other failures to the toast', () => {
    expect(formFieldErrors({ kind: 'no-response' }, [], FIELDS, 'title')).toEqual([]);
    expect(formFieldErrors({ kind: 'server', status: 500, message: 'x' }, [], FIELDS, 'title')).toEqual([]);
  });
});
