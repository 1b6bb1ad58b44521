import {
  LABELS,
  MESSAGES,
  PAGES,
  type Page,
  PageInputSchema,
  PageSchema,
  PUBLISH_STATUSES,
} from '@visadesk/contract';
import type { RequestFailure } from '../../lib/request-failure';
import { CLIENT_PAGE_SIZE, plainList } from './list-shape';
import { PublishBadge } from './publish-badge';
import type { Operation, ResourceConfig } from './resource-config';
import { isNotFound, serverMessage } from './resource-errors';

const L = LABELS.pages;
const R = LABELS.resources;

/** The spec gives no page messages: a refused save says why (link taken, title length), else retry. */
export function pageErrorMessage(operation: Operation, failure: RequestFailure): string {
  switch (operation) {
    case 'fetch':
      return L.fetchError;
    case 'create':
      return serverMessage(failure) ?? L.addError;
    case 'update':
      return serverMessage(failure) ?? L.updateError;
    default:
      return isNotFound(failure) ? MESSAGES.common.notFound : L.deleteError;
  }
}

/** /page, /addNewPage, /editPage: content pages in Markdown, each with its own status (decision 4). */
export const pagesResource: ResourceConfig<Page> = {
  name: 'pages',
  routes: PAGES.screens,
  labels: L,
  list: { paging: 'client', pageSize: CLIENT_PAGE_SIZE },
  normaliseList: plainList,
  columns: [
    { header: L.columns.title, cell: (page) => page.title },
    { header: L.columns.published, cell: (page) => <PublishBadge status={page.status} /> },
    {
      header: L.columns.shownOnNavbar,
      cell: (page) => (page.shownOnNavbar ? R.yes : R.no),
      isSecondary: true,
    },
    {
      header: L.columns.link,
      cell: (page) => <code className="page-path">{page.link}</code>,
      isSecondary: true,
    },
  ],
  nameOf: (page) => page.title,
  recordSchema: PageSchema,
  schema: PageInputSchema,
  fields: [
    { kind: 'text', name: 'title', label: L.fields.title },
    { kind: 'textarea', name: 'content', label: L.fields.content, hint: L.contentHint, rows: 12 },
    {
      kind: 'text',
      name: 'link',
      label: L.fields.link,
      hint: L.linkHint,
      placeholder: '/about-us',
      spellCheck: false,
    },
    { kind: 'select', name: 'status', label: L.fields.status, options: PUBLISH_STATUSES },
    { kind: 'checkbox', name: 'shownOnNavbar', label: L.fields.shownOnNavbar, hint: L.shownOnNavbarHint },
  ],
  emptyValues: { title: '', content: '', link: '', status: 'Unpublished', shownOnNavbar: false },
  valuesOf: ({ title, content, link, status, shownOnNavbar }) => ({
    title,
    content,
    link,
    status,
    shownOnNavbar,
  }),
  nameField: 'title',
  errorMessage: pageErrorMessage,
  transport: 'json',
};
