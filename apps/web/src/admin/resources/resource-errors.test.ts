import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import type { RequestFailure } from '../../lib/request-failure';
import { companyErrorMessage } from './companies';
import { designationErrorMessage } from './designations';
import { pageErrorMessage } from './pages';
import { salaryErrorMessage } from './salaries';
import { sliderErrorMessage } from './sliders';

const server = (status: number, message?: string): RequestFailure => ({ kind: 'server', status, message });
const NO_RESPONSE: RequestFailure = { kind: 'no-response' };
const OTHER: RequestFailure = { kind: 'other' };
const NOT_FOUND = server(404, MESSAGES.common.notFound);

describe('companyErrorMessage', () => {
  const M = MESSAGES.companies;

  it("uses the spec's fetch, update and delete messages", () => {
    expect(companyErrorMessage('fetch', server(500))).toBe(M.fetchError);
    expect(companyErrorMessage('fetch', NO_RESPONSE)).toBe(M.fetchError);
    expect(companyErrorMessage('update', server(409, M.duplicate))).toBe(M.updateError);
    expect(companyErrorMessage('delete', NO_RESPONSE)).toBe(M.deleteError);
  });

  it('says why an add was refused, and that a record is gone', () => {
    expect(companyErrorMessage('create', server(409, M.duplicate))).toBe(M.duplicate);
    expect(companyErrorMessage('create', NO_RESPONSE)).toBe(LABELS.companies.addError);
    expect(companyErrorMessage('delete', NOT_FOUND)).toBe(MESSAGES.common.notFound);
  });
});

describe('designationErrorMessage', () => {
  const M = MESSAGES.designations;

  it('reports a failed list as the server message, no response or a request error', () => {
    expect(designationErrorMessage('fetch', server(500, 'Database down'))).toBe('Error: Database down');
    expect(designationErrorMessage('fetch', NO_RESPONSE)).toBe(M.noResponse);
    expect(designationErrorMessage('fetch', OTHER)).toBe(M.requestError(LABELS.designations.requestProblem));
  });

  it('says Failed to ... when the server refused, Error ... when something else went wrong', () => {
    expect(designationErrorMessage('create', server(409, M.duplicate))).toBe(M.addFailed);
    expect(designationErrorMessage('create', NO_RESPONSE)).toBe(M.addError);
    expect(designationErrorMessage('update', server(400))).toBe(M.updateFailed);
    expect(designationErrorMessage('update', OTHER)).toBe(M.updateError);
    expect(designationErrorMessage('delete', server(500))).toBe(M.deleteFailed);
    expect(designationErrorMessage('delete', OTHER)).toBe(M.deleteError);
  });

  it('reports 404 and no answer on edit and delete as the store did', () => {
    for (const operation of ['update', 'delete'] as const) {
      expect(designationErrorMessage(operation, NOT_FOUND)).toBe(MESSAGES.common.notFound);
      expect(designationErrorMessage(operation, NO_RESPONSE)).toBe(MESSAGES.common.unexpected);
    }
  });
});

describe('salaryErrorMessage', () => {
  it("shows a refused add's server message, else Failed to add salary record.", () => {
    expect(salaryErrorMessage('create', server(400, MESSAGES.salaries.positive))).toBe(
      MESSAGES.salaries.positive,
    );
    expect(salaryErrorMessage('create', server(500))).toBe(MESSAGES.salaries.addFailed);
    expect(salaryErrorMessage('create', NO_RESPONSE)).toBe(MESSAGES.salaries.addFailed);
  });

  it('uses the product messages for the other calls', () => {
    expect(salaryErrorMessage('fetch', server(500))).toBe(LABELS.salaries.fetchError);
    expect(salaryErrorMessage('update', NO_RESPONSE)).toBe(LABELS.salaries.updateError);
    expect(salaryErrorMessage('update', server(409, MESSAGES.salaries.duplicate))).toBe(
      MESSAGES.salaries.duplicate,
    );
    expect(salaryErrorMessage('delete', NOT_FOUND)).toBe(MESSAGES.common.notFound);
    expect(salaryErrorMessage('delete', server(500))).toBe(LABELS.salaries.deleteError);
  });
});

describe('pageErrorMessage', () => {
  it("shows a refused save's reason, else the retry texts", () => {
    expect(pageErrorMessage('create', server(409, MESSAGES.pages.duplicateLink))).toBe(
      MESSAGES.pages.duplicateLink,
    );
    expect(pageErrorMessage('update', NO_RESPONSE)).toBe(LABELS.pages.updateError);
    expect(pageErrorMessage('fetch', server(500))).toBe(LABELS.pages.fetchError);
    expect(pageErrorMessage('delete', NOT_FOUND)).toBe(MESSAGES.common.notFound);
    expect(pageErrorMessage('delete', NO_RESPONSE)).toBe(LABELS.pages.deleteError);
  });
});

describe('sliderErrorMessage', () => {
  it('reports 404 as Resource not found on fetch, update and delete', () => {
    for (const operation of ['fetch', 'update', 'delete'] as const) {
      expect(sliderErrorMessage(operation, NOT_FOUND)).toBe(MESSAGES.common.notFound);
    }
  });

  it('reports no answer as An unexpected error occurred', () => {
    for (const operation of ['fetch', 'create', 'update', 'delete'] as const) {
      expect(sliderErrorMessage(operation, NO_RESPONSE)).toBe(MESSAGES.common.unexpected);
    }
  });

  it("shows a refused add's server message", () => {
    expect(sliderErrorMessage('create', server(415, MESSAGES.sliders.invalidFileType))).toBe(
      MESSAGES.sliders.invalidFileType,
    );
    expect(sliderErrorMessage('create', server(500))).toBe(LABELS.sliders.addError);
    expect(sliderErrorMessage('fetch', server(500))).toBe(LABELS.sliders.fetchError);
  });
});
