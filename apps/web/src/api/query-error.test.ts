import { describe, expect, it } from 'vitest';
import { describeQueryError, fieldErrorsOf } from './query-error';

describe('describeQueryError', () => {
  it('reads the status and message of a server answer', () => {
    expect(describeQueryError({ status: 409, data: { message: 'taken' } })).toEqual({
      kind: 'server',
      status: 409,
      message: 'taken',
    });
    expect(describeQueryError({ status: 500, data: null })).toEqual({
      kind: 'server',
      status: 500,
      message: undefined,
    });
  });

  it('treats network failures and time-outs as no response', () => {
    expect(describeQueryError({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      kind: 'no-response',
    });
    expect(describeQueryError({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({
      kind: 'no-response',
    });
  });

  it('treats an unparsable error page as a server answer, and anything else as other', () => {
    expect(
      describeQueryError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toEqual({
      kind: 'server',
      status: 502,
    });
    expect(
      describeQueryError({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' }),
    ).toEqual({
      kind: 'other',
    });
    expect(describeQueryError({ name: 'Error', message: 'bug' })).toEqual({ kind: 'other' });
    expect(describeQueryError(undefined)).toEqual({ kind: 'other' });
  });
});

describe('fieldErrorsOf', () => {
  it('returns the well-formed field errors of a server answer', () => {
    const error = {
      status: 400,
      data: {
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: '', message: 'x' },
          'junk',
        ],
      },
    };
    expect(fieldErrorsOf(error)).toEqual([
      { field: 'email', message: 'Please enter a valid email address.' },
    ]);
  });

  it('returns nothing for answers without field errors', () => {
    expect(fieldErrorsOf({ status: 400, data: { message: 'x' } })).toEqual([]);
    expect(fieldErrorsOf({ status: 'FETCH_ERROR', error: 'x' })).toEqual([]);
  });
});
