/** The application screens: the list, the form and the applicant copy. */

const applications = {
  title: 'Application Management',
  backToList: 'Back to Application Management',
  add: 'Add New Application',
  columns: {
    name: 'NAME',
    /** The spec's ADMIN column holds who created the application. */
    createdBy: 'CREATED BY',
    /** Not in the spec's list: the date an application was added, by which the list sorts. */
    createdAt: 'CREATED',
    passport: 'PASSPORT NO',
    status: 'STATUS',
    collectDate: 'VISA COLLECT DATE',
    approveDate: 'VISA APPROVE DATE',
    /** The nearest of the passport, visa and permit expiry dates, and which it is. */
    deadline: 'NEXT DEADLINE',
    /** Whose case it is. */
    assignedTo: 'ASSIGNED',
    action: 'ACTION',
  },
  /** Shown in place of the given name when the application is an admin one (spec section 3). */
  adminName: 'Admin',
  searchLabel: 'Search by name, passport, e-mail or national ID',
  searchPlaceholder: 'Name, passport, e-mail or national ID',
  shortSearchHint:
    'One or two characters find passports that start with them. Type three or more to search names, e-mails and national IDs too.',
  statusFilter: 'Status',
  allStatuses: 'All',
  deadlineFilter: 'Deadlines',
  allDeadlines: 'All',
  expiringWithin: (days: number) => `Expiring within ${days} days`,
  assignedFilter: 'Assigned',
  assignedAnyone: 'Anyone',
  myCases: 'My cases',
  unassigned: 'Unassigned',
  /** A deadline cell's mark of a date already past in the office's calendar. */
  overdue: 'Overdue',
  noDeadline: 'None',
  pagination: 'Application pages',
  pageSize: 'Rows per page',
  resultCount: (count: number) => (count === 1 ? '1 application' : `${count} applications`),
  /** A search with more matches than it lists. */
  resultCountMoreThan: (listed: number) =>
    `More than ${listed.toLocaleString('en')} applications match; the first ${listed.toLocaleString('en')} are listed. Add a word to narrow the search.`,
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  /** Accessible names of the row and record actions, so two rows never share a name. */
  viewApplication: (name: string) => `View ${name}`,
  editApplication: (name: string) => `Edit ${name}`,
  deleteApplication: (name: string) => `Delete ${name}`,
  confirmDeleteTitle: 'Delete application?',
  confirmDelete: 'Delete application',
  deleting: 'Deleting...',
  confirmDeleteText: (name: string, passport: string, days: number) =>
    `The application of ${name} (passport ${passport}) goes to Recently deleted with its photo and documents, where an admin can restore it for ${days} days; then it is removed for good.`,
  deleted: 'Application deleted.',
  loadFailed: 'The application list could not be loaded.',
  retry: 'Try again',
  uploadProgress: 'Upload progress',
} as const;

const applicationForm = {
  addTitle: 'Visa Application Form',
  editTitle: 'Application Form',
  editSubtitle: (name: string, passport: string) => `${name}, passport ${passport}`,
  sections: {
    personal: 'Personal particulars',
    company: 'Company details',
    passport: 'Passport details',
    contact: 'Contact details',
    deadlines: 'Deadlines',
    caseOwner: 'Whose case',
  },
  fields: {
    surname: 'Surname',
    givenN: 'Given Name',
    sex: 'Sex',
    dob: 'Date of Birth',
    birthCity: 'Birth City',
    currentN: 'Nationality',
    identification: 'Identification Marks',
    nationalId: 'National ID',
    company: 'Company',
    dutyDuration: 'Duty Duration',
    jobTitle: 'Job Title',
    salary: 'Salary',
    passport: 'Passport Number',
    issuedCountry: 'Issued Country',
    phone: 'Phone',
    email: 'Email',
    isAdmin: 'Admin application',
    photo: 'Photo',
    passportExpiry: 'Passport Expiry',
    visaExpiry: 'Visa Expiry',
    permitExpiry: 'Work Permit Expiry',
    assignedTo: 'Assigned to',
    language: "Applicant's language",
  },
  choose: 'Select...',
  languageHint:
    'Their one-time code and upload-link mails go out in it. The status enquiry sets it to the language they used.',
  deadlinesHint: 'Optional. The list and the dashboard show the nearest of these as the next deadline.',
  isAdminHint: 'The list shows "Admin" in place of the given name.',
  phoneHint: 'With the country code, as you would dial it: +63 917 482 1937.',
  photoHint: (megabytes: number) => `JPEG or PNG, up to ${megabytes} MB.`,
  photoHintEdit: (megabytes: number) =>
    `Optional: choose a new JPEG or PNG (up to ${megabytes} MB) to replace the current photo.`,
  photoPreview: 'Preview of the chosen photo',
  currentPhoto: 'Current photo',
  submitAdd: 'Submit Application',
  submitEdit: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  added: 'Application added successfully.',
  updated: 'Application updated successfully.',
} as const;

const applicationView = {
  title: (status: string) => `Applicant's copy (${status})`,
  /** The heading while no record (and so no status) could be loaded. */
  heading: "Applicant's copy",
  sections: {
    personal: 'A Personal Particulars',
    company: 'B Company Details',
    passport: 'C Passport Details',
    contact: "D Applicant's Contact Details",
  },
  collectDate: 'Visa Collect Date',
  approveDate: 'Visa Approve Date',
  passportExpiry: 'Passport Expiry',
  visaExpiry: 'Visa Expiry',
  permitExpiry: 'Work Permit Expiry',
  noDate: 'Not recorded',
  status: 'Status',
  createdBy: 'Created by',
  photoAlt: (name: string) => `Photo of ${name}`,
  noPhoto: 'No photo',
  statusActions: 'Change status',
  /** The changes a record's status can take; its current status is shown apart, as a status. */
  actions: { pending: 'Mark as Pending', approve: 'Approve', reject: 'Reject' },
  /** Approve and Reject ask first, naming the applicant; Pending does not. */
  confirmStatusTitle: { approve: 'Approve application?', reject: 'Reject application?' },
  confirmStatus: { approve: 'Approve application', reject: 'Reject application' },
  confirmStatusBusy: { approve: 'Approving...', reject: 'Rejecting...' },
  /** What the confirmation says about the mail to the applicant. */
  confirmStatusMail: (email: string) => `The applicant will be mailed the new status at ${email}.`,
  confirmStatusNoMail: 'No mail will be sent to the applicant: status mails are off.',
  confirmStatusText: {
    approve: (name: string, passport: string) =>
      `The application of ${name} (passport ${passport}) will be marked Approved, with today as its visa approve date.`,
    reject: (name: string, passport: string) =>
      `The application of ${name} (passport ${passport}) will be marked Rejected.`,
  },
  /** Completes MESSAGES.applications.statusError when no answer came back. */
  statusDoing: {
    pending: 'setting application to pending',
    approve: 'approving application',
    reject: 'rejecting application',
  },
  statusChanged: (status: string) => `Application status is now ${status}.`,
  print: 'Print',
  edit: 'Edit',
  delete: 'Delete',
  documents: 'Documents',
  documentsHint: (megabytes: number, pdfPages: number) =>
    `JPEG, PNG or PDF (at most ${pdfPages} pages), up to ${megabytes} MB each. Only the documents you choose are uploaded; the others stay as they are.`,
  chooseDocument: (label: string) => `Choose ${label}`,
  replaceDocument: (label: string) => `Replace ${label}`,
  viewDocument: (label: string) => `View ${label}`,
  /** The document viewer: one uploaded document at a time, with the others a key press away. */
  viewer: {
    position: (index: number, total: number) => `${index} of ${total}`,
    previous: 'Previous document',
    next: 'Next document',
    close: 'Close',
    openOriginal: 'Open original',
    openOriginalOf: (label: string) => `Open original of ${label} in a new tab`,
    keys: 'Left and right arrow keys: previous and next document. + and -: zoom. Esc: close.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit to window',
    /** The zoom shown while the document fits the window. */
    fitted: 'Fitted',
    zoomLevel: (percent: number) => `Zoom ${percent}%`,
  },
  /** Every uploaded document (and the photo) as one ZIP file. */
  downloadAll: 'Download all (ZIP)',
  downloadingAll: 'Preparing ZIP...',
  downloadAllFailed: 'The documents could not be downloaded. Please try again.',
  /** A PDF chosen and not yet uploaded: the browser cannot draw it; the server draws its first page. */
  pdfChosen: 'PDF chosen: its first page is shown once uploaded.',
  clearDocument: (label: string) => `Clear ${label}`,
  clear: 'Clear',
  selected: 'New file, not uploaded yet',
  /** A chosen file while its batch runs: waiting for a free lane, then travelling. */
  queued: 'Waiting to upload',
  uploadingFile: 'Uploading',
  newDocumentAlt: (label: string) => `${label} (new file, not uploaded yet)`,
  uploadDocuments: (count: number) =>
    count === 0 ? 'Upload documents' : count === 1 ? 'Upload 1 document' : `Upload ${count} documents`,
  uploading: 'Uploading...',
  documentsUploaded: 'Documents uploaded.',
  documentUploaded: 'Document uploaded.',
  /** The progress bar of one document's upload. */
  documentProgress: (label: string) => `${label} upload`,
  retry: 'Retry',
  retryDocument: (label: string) => `Retry ${label}`,
  documentsNotUploaded: (failed: number, total: number) =>
    `${failed} of ${total} ${total === 1 ? 'document' : 'documents'} ${failed === 1 ? 'was' : 'were'} not uploaded. Each says why; retry it there.`,
  historyHeading: 'History',
  /** Under the history heading: whose clock its times are on. */
  timesIn: (zone: string, offset: string) => `Times in ${zone} (${offset}), the office's time zone.`,
  history: 'Status history',
  historyColumns: { when: 'When', from: 'From', to: 'To', by: 'By' },
  created: 'Created',
  noHistory: 'No status changes yet.',
  lookups: 'Public lookups',
  lookupColumns: { when: 'When', address: 'Client address', what: 'What' },
  lookupEnquiry: 'Status enquiry',
  lookupDocument: (label: string) => `Viewed ${label}`,
  noLookups: 'No public lookups yet.',
  historyFailed: 'The history could not be loaded.',
  /** The versions' words for the fields the form does not edit (LABELS.recordHistory has the rest). */
  statusField: 'Status',
  assignedField: 'Assigned to',
} as const;

/** The application areas of LABELS. */
export const APPLICATION_LABELS = { applications, applicationForm, applicationView } as const;
