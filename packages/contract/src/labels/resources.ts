/**
 * The catalogue and content screens built on the generic resource machinery (companies,
 * designations, salaries, pages, sliders).
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

/** The resource areas of LABELS. */
export const RESOURCE_LABELS = { resources, companies, designations, salaries, pages, sliders } as const;
