/**
 * Labels of the back-office screens built on the generic resource machinery (companies,
 * designations, salaries, pages, sliders), the settings screen and the dashboard figures, plus the
 * product's own messages where the specification's error catalogue (section 8) gives none. The
 * spec's own messages stay in MESSAGES; the web app and the end-to-end tests read both.
 */

/** The texts every catalogue or content screen shares, named after its record ("company"). */
const crudLabels = (one: string, many: string) => {
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  const Many = many.charAt(0).toUpperCase() + many.slice(1);
  return {
    title: Many,
    add: `Add New ${One}`,
    addTitle: `Add New ${One}`,
    editTitle: `Edit ${One}`,
    backToList: `Back to ${Many}`,
    pagination: `${One} pages`,
    confirmDeleteTitle: `Delete ${one}?`,
    confirmDelete: `Delete ${one}`,
    confirmDeleteText: (name: string) => `The ${one} "${name}" will be removed. This cannot be undone.`,
    none: `No ${many} found.`,
    added: `${One} added successfully.`,
    updated: `${One} updated successfully.`,
    deleted: `${One} deleted successfully.`,
    fetchError: `Error fetching ${many}. Please try again.`,
    addError: `Error adding ${one}. Please try again.`,
    updateError: `Error updating ${one}. Please try again.`,
    deleteError: `Error deleting ${one}. Please try again.`,
  };
};

const resources = {
  columns: { name: 'NAME', action: 'ACTION' },
  edit: 'Edit',
  delete: 'Delete',
  /** Accessible names of the row buttons, so two rows never share a name. */
  editRecord: (name: string) => `Edit ${name}`,
  deleteRecord: (name: string) => `Delete ${name}`,
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  retry: 'Try again',
  yes: 'Yes',
  no: 'No',
  uploadProgress: 'Upload progress',
} as const;

const companies = { ...crudLabels('company', 'companies'), name: 'Company name' } as const;

const designations = {
  ...crudLabels('designation', 'designations'),
  name: 'Designation name',
  searchLabel: 'Search designations by name',
  searchPlaceholder: 'Designation search',
  /** Completes MESSAGES.designations.requestError when the request could not be sent at all. */
  requestProblem: 'the request could not be prepared.',
} as const;

const salaries = {
  ...crudLabels('salary', 'salaries'),
  name: 'Salary amount',
  nameHint: 'A positive number, for example 3500 or 3500.50.',
} as const;

const pages = {
  ...crudLabels('page', 'pages'),
  columns: { title: 'TITLE', published: 'PUBLISHED', shownOnNavbar: 'SHOWN ON NAVBAR', link: 'LINK' },
  fields: {
    title: 'Title',
    content: 'Content',
    link: 'Link',
    status: 'Status',
    shownOnNavbar: 'Show on navbar',
  },
  contentHint: 'Markdown: # headings, **bold**, lists with -, links as [text](https://...).',
  linkHint: 'The address of the page on the site, such as /about-us.',
  shownOnNavbarHint: 'Published pages with this ticked appear in the site navigation.',
} as const;

const sliders = {
  ...crudLabels('slider', 'sliders'),
  columns: { thumbnail: 'THUMBNAIL', title: 'TITLE', status: 'STATUS' },
  fields: {
    thumbnail: 'Slide title',
    title: 'Slide content',
    status: 'Status',
    image: 'Image',
  },
  imageHint: (megabytes: number) => `JPEG, PNG or WebP, up to ${megabytes} MB.`,
  imageHintEdit: (megabytes: number) =>
    `Optional: choose a new JPEG, PNG or WebP (up to ${megabytes} MB) to replace the current image.`,
  imagePreview: 'Preview of the chosen image',
  currentImage: 'Current image',
  imageAlt: (title: string) => `Slide image: ${title}`,
} as const;

const settings = {
  title: 'Settings',
  subtitle: 'What the public site shows: name, contact details and links.',
  sections: { site: 'Site', contact: 'Contact details', social: 'Social links', links: 'Links' },
  fields: {
    siteName: 'Site name',
    tagline: 'Tagline',
    contactEmail: 'Contact e-mail',
    phone: 'Phone',
    address: 'Address',
    officeHours: 'Office hours',
    timeZone: 'Office time zone',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: 'X',
    youtube: 'YouTube',
    eligibilityUrl: 'Eligibility check link',
  },
  urlHint: 'A full https:// address; leave empty for none.',
  eligibilityHint: 'The external site the landing page sends visitors to for the eligibility check.',
  timeZoneHint: 'Its calendar dates approvals and collect dates, and every screen shows times in it.',
  save: 'Save Settings',
  saving: 'Saving...',
  fetchError: 'Error fetching settings. Please try again.',
  saveError: 'Error saving settings. Please try again.',
  retry: 'Try again',
} as const;

const dashboard = {
  figures: 'Overview',
  totalApplications: 'Total Application',
  totalPages: 'Total Pages',
  perWeekTitle: 'Applications per week',
  perWeekDescription: (total: number, weeks: number, busiest: number) =>
    `${total} applications in the last ${weeks} weeks; the busiest week had ${busiest}.`,
  statusTitle: 'Applications by status',
  statusDescription: (parts: string) => `Status split: ${parts}.`,
  weekColumn: 'Week starting',
  countColumn: 'Applications',
  statusColumn: 'Status',
  applications: 'Applications',
  applicationPages: 'Dashboard application pages',
  passport: 'Passport',
  nationality: 'Nationality',
  created: 'Created',
  none: 'No applications yet.',
  retry: 'Try again',
} as const;

/** Every edit screen, when its save was refused because someone changed the record meanwhile. */
const staleRecord = {
  reload: 'Reload the record',
  reloading: 'Reloading…',
  reloadFailed: 'The record could not be reloaded. Check your connection and try again.',
} as const;

/** Every back-office label this file adds, by screen. */
export const ADMIN_LABELS = {
  staleRecord,
  resources,
  companies,
  designations,
  salaries,
  pages,
  sliders,
  settings,
  dashboard,
} as const;
