import { LABELS, PUBLISH_STATUSES } from '@visadesk/contract/plain';
import { PublishBadge } from './publish-badge';
import { savedOrWhy } from './resource-errors';
import { resourceScreens } from './resource-screens';

const L = LABELS.pages;
const R = LABELS.resources;

/** The spec gives no page messages: a refused save says why (link taken, title length), else retry. */
export const pageErrorMessage = savedOrWhy(L);

/** /page, /addNewPage, /editPage: content pages in Markdown, each with its own status. */
export const pagesResource = resourceScreens('pages', {
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
});
