import type { LABELS } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ResourceName } from '../../api/resources';
import type { RequestFailure } from '../../lib/request-failure';

/** The four calls a resource screen makes, as the error catalogue names them. */
export type Operation = 'fetch' | 'create' | 'update' | 'delete';

/** Every record has its id and its version (`updatedAt`, sent back as If-Match by a save). */
export interface ResourceRecord {
  _id: string;
  updatedAt: string;
}

/** What the form holds: text inputs and selects as strings, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

/** One page of a list, whatever shape the endpoint answers in. */
export interface ListPage<T> {
  items: T[];
  totalPages: number;
}

/** The texts every resource screen reads (LABELS.companies and its siblings). */
export type ResourceLabels = Omit<typeof LABELS.companies, 'name'>;

/*
 * Methods rather than function-typed properties: a config for Company must fit where the generic
 * screens take any record (method parameters are compared bivariantly).
 */
export interface Column<T> {
  header: string;
  cell(record: T): ReactNode;
  /** Dropped on phones (below 768 px) to keep the name and the actions on screen. */
  isSecondary?: boolean;
}

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
}

export type FieldSpec =
  | (FieldBase & { kind: 'text'; inputMode?: 'text' | 'decimal'; placeholder?: string; spellCheck?: boolean })
  | (FieldBase & { kind: 'textarea'; rows: number })
  | (FieldBase & {
      kind: 'select';
      /** Each a value shown as it is, or a value and the words it is shown by. */
      options: readonly (string | { value: string; label: string })[];
      /** The empty first option's text, for a field with no value until one is chosen. */
      placeholder?: string;
    })
  | (FieldBase & { kind: 'checkbox' });

/** A resource whose records carry an image sent as multipart (sliders). */
export interface ImageSpec<T> {
  label: string;
  accept: string;
  hint: { add: string; edit: string };
  /** The client check of a chosen file: type and size, and presence when required. */
  check(file: File | null, isRequired: boolean): string | null;
  /** Said of a file whose content is none of `accept`'s image types, whatever its name. */
  typeMessage: string;
  currentUrl(record: T): string;
  previewAlt: { chosen: string; current: string };
}

/** A list's search box: on the server for a server-paged list, else over the names held (`nameOf`). */
export type ListSearch = { label: string; placeholder: string };

/** `pageSize`: the list's own, until the user chooses another (`usePageSize`). */
export type ListSpec =
  | { paging: 'client'; pageSize: number; search?: ListSearch }
  | { paging: 'server'; pageSize: number; search?: ListSearch };

/**
 * Everything the generic list and form screens need to know about one resource (STYLE point 5,
 * react-admin's resource modules): routes, labels, list shape, columns, fields, schema, messages.
 */
export interface ResourceConfig<T extends ResourceRecord = ResourceRecord> {
  name: ResourceName;
  routes: { list: string; add: string; edit: string };
  labels: ResourceLabels;
  list: ListSpec;
  normaliseList(data: unknown): ListPage<T>;
  columns: readonly Column<T>[];
  /** The record's name in row buttons (`Edit <name>`) and the delete confirmation. */
  nameOf(record: T): string;
  /** Checks a record handed over in navigation state. */
  recordSchema: z.ZodType<T>;
  /** The contract's input schema: the form validates with the server's own rules and messages. */
  schema: z.ZodType<unknown, FieldValues>;
  fields: readonly FieldSpec[];
  emptyValues: FormValues;
  valuesOf(record: T): FormValues;
  /** The field under which a duplicate (409) is shown when the server names none. */
  nameField: string;
  /** The failure message of each call, from the specification's catalogue where it has one. */
  errorMessage(operation: Operation, failure: RequestFailure): string;
  /** Multipart resources send `toBody`'s FormData with upload progress. */
  transport: 'json' | 'multipart';
  image?: ImageSpec<T>;
  toBody?(values: unknown, image: File | null): unknown;
}
