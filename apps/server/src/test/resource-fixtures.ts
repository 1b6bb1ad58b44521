import {
  CATALOGUE_NAME_MAX,
  MESSAGES,
  type ResourceName,
  type SalaryParts,
  salaryText,
  type UniqueRule,
} from '@visadesk/contract';
import { jpeg, multipartForm } from '@visadesk/test-harness';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/*
 * What the parameterised API suite (modules/catalogue/catalogue.test.ts) needs to know to exercise
 * one resource: a valid record, how a save is sent, what the contract refuses, and how a duplicate
 * may be written. Typed by resource name, so a new definition does not compile until it has one.
 */

type Body = Record<string, unknown>;
type Headers = Record<string, string>;

export interface ResourceFixture {
  /** A valid save, unique on every call. */
  body(): Body;
  /** What the record answers of that body (trimmed, with defaults). */
  echo(body: Body): Body;
  /** Sends an add or a save: JSON, or multipart with an image on adds (sliders). */
  send(
    t: TestApp,
    method: 'POST' | 'PUT',
    url: string,
    body: Body,
    headers: Headers,
  ): Promise<LightMyRequestResponse>;
  /** Saves the contract refuses: one field's value (undefined: left out) and the message said. */
  invalid: readonly { field: string; value: unknown; message: string }[];
  /** Values the contract accepts at its limits. */
  accepted?: readonly { field: string; value: () => string }[];
  /** Whether a field the contract does not know is refused. */
  strict: boolean;
  /**
   * A valid save that `rule` counts as the same as `record` (its fields as the API answered them),
   * written another way where it can be: the name in the other case, the amount with cents.
   */
  sameAs(rule: UniqueRule, record: Body): Body;
  /** The body of the 409 for a rule. */
  conflict(rule: UniqueRule): Body;
}

let counter = 0;
/** A tag no other record of this run has. */
function tag() {
  counter += 1;
  return `${Date.now().toString(36).slice(-4)}${counter.toString(36)}`;
}
const json = (t: TestApp, method: 'POST' | 'PUT', url: string, payload: Body, headers: Headers) =>
  t.inject({ method, url, headers, payload });

/** Every letter in the other case ("Acme ltd" is "aCME LTD"): both directions at once. */
const sameInAnyCase = (rule: UniqueRule, value: string) =>
  rule.compare === 'any-case'
    ? [...value].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')
    : value;

/** A catalogue of names (companies, designations): 3 to 100 characters, unique in any letter case. */
function namedCatalogue(word: string, nameLength: string): ResourceFixture {
  return {
    body: () => ({ name: `  ${word} ${tag()}  ` }),
    echo: (body) => ({ name: String(body.name).trim() }),
    send: json,
    invalid: [
      { field: 'name', value: 'Ab', message: nameLength },
      { field: 'name', value: '  Ab  ', message: nameLength },
      { field: 'name', value: 'x'.repeat(CATALOGUE_NAME_MAX + 1), message: nameLength },
      { field: 'name', value: '   ', message: nameLength },
      { field: 'name', value: undefined, message: nameLength },
      { field: 'name', value: `${word}\u0000 Ltd`, message: nameLength },
    ],
    accepted: [
      { field: 'name', value: () => `A${tag().slice(-2)}` },
      {
        field: 'name',
        value: () => `${tag()}${'y'.repeat(CATALOGUE_NAME_MAX)}`.slice(0, CATALOGUE_NAME_MAX),
      },
    ],
    strict: true,
    sameAs: (rule, record) => ({ name: sameInAnyCase(rule, String(record.name)) }),
    conflict: (rule) => ({ message: rule.message }),
  };
}

function pageBody(): Body {
  const id = tag();
  return { title: `Page ${id}`, content: '# Heading\n\nSome *Markdown*.', link: `/page-${id}` };
}

let amount = 500_000;
const S = MESSAGES.salaries;
const P = MESSAGES.pages;
const SL = MESSAGES.sliders;

export const RESOURCE_FIXTURES: Record<ResourceName, ResourceFixture> = {
  companies: namedCatalogue('Company', MESSAGES.companies.nameLength),
  designations: namedCatalogue('Designation', MESSAGES.designations.nameLength),
  salaries: {
    body: () => {
      amount += 13;
      return { amount: String(amount), currency: 'CAD', period: 'month' };
    },
    echo: (body) => ({ ...body, name: salaryText(body as unknown as SalaryParts) }),
    send: json,
    invalid: [
      { field: 'amount', value: '0', message: S.positive },
      { field: 'amount', value: '-5', message: S.positive },
      { field: 'amount', value: 'abc', message: S.positive },
      { field: 'amount', value: undefined, message: S.positive },
      { field: 'amount', value: '3500.555', message: S.tooPrecise },
      { field: 'currency', value: undefined, message: S.currency },
      { field: 'currency', value: 'Dollars', message: S.currency },
      { field: 'period', value: 'fortnight', message: S.period },
    ],
    strict: true,
    // The same amount, currency and period: the same text, however the amount is written.
    sameAs: (_rule, record) => ({
      amount: `${Number(record.amount).toLocaleString('en-US')}.00`,
      currency: record.currency,
      period: record.period,
    }),
    conflict: (rule) => ({ message: rule.message }),
  },
  pages: {
    body: pageBody,
    echo: (body) => ({ ...body, status: 'Unpublished', published: false, shownOnNavbar: false }),
    send: json,
    invalid: [
      { field: 'title', value: 'Ab', message: P.titleOrContentLength },
      { field: 'title', value: undefined, message: P.titleOrContentLength },
      { field: 'link', value: 'about-us', message: P.linkInvalid },
    ],
    strict: true,
    // Titles compare in any case and links are stored lower case: upper case is the same value.
    sameAs: (rule, record) => ({ ...pageBody(), [rule.field]: String(record[rule.field]).toUpperCase() }),
    conflict: (rule) => ({ message: rule.message, errors: [{ field: rule.field, message: rule.message }] }),
  },
  sliders: {
    body: () => ({ thumbnail: `Slide ${tag()}`, title: 'Work permits, end to end.', status: 'Published' }),
    echo: (body) => body,
    async send(t, method, url, body, headers) {
      const fields = Object.fromEntries(
        Object.entries(body).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      );
      const files = method === 'POST' ? { image: { data: await jpeg() } } : undefined;
      return t.inject({ method, url, headers, payload: multipartForm(fields, files) as unknown as string });
    },
    invalid: [
      { field: 'thumbnail', value: 'No', message: SL.thumbnailLength },
      { field: 'title', value: 'No', message: SL.titleLength },
      { field: 'status', value: 'Draft', message: SL.invalidStatus },
    ],
    strict: false,
    sameAs: (_rule, record) => record,
    conflict: (rule) => ({ message: rule.message }),
  },
};
