/** API paths exactly as the specification's section 7, plus the few the product adds. */
export const API = {
  users: {
    login: '/api/users/login',
    refresh: '/api/users/refresh',
    logout: '/api/users/logout',
    me: '/api/users/me',
    /** Ends every session of the signed-in user but the current one. */
    logoutOthers: '/api/users/logout_others',
    list: '/api/users/get_users',
    /** One user, for the edit screen. */
    get: (id: string) => `/api/users/get_user/${id}`,
    create: '/api/users/add_user',
    update: (id: string) => `/api/users/update_user/${id}`,
    remove: (id: string) => `/api/users/delete_user/${id}`,
    profile: '/api/users/profile',
  },
} as const;

/** Screen routes of the web app, shared with the end-to-end tests. */
export const ROUTES = {
  home: '/',
  enquiry: '/enquiry',
  viewOne: '/view-one',
  login: '/login',
  dashboard: '/dashboard',
  users: '/userManagement',
  addUser: '/addUserManagement',
  editUser: '/editUserManagement',
  applications: '/application',
  addApplication: '/addUserApplication',
  editApplication: '/editApplication',
  userView: '/userView',
  companies: '/company',
  addCompany: '/addCompany',
  editCompany: '/editCompany',
  designations: '/designation',
  addDesignation: '/addDesignation',
  editDesignation: '/editDesignation',
  salaries: '/salary',
  addSalary: '/addNewSalary',
  editSalary: '/editSalary',
  pages: '/page',
  addPage: '/addNewPage',
  editPage: '/editPage',
  sliders: '/slider',
  addSlider: '/addSliders',
  editSlider: '/editSlider',
  profile: '/profile',
  settings: '/setting',
} as const;

/** Application endpoints (spec section 7) and the ones the product adds. */
export const APPLICATION_API = {
  list: '/api/application/fetchApplication',
  get: (id: string) => `/api/application/fetchApplication/${id}`,
  history: (id: string) => `/api/application/fetchApplicationHistory/${id}`,
  create: '/api/application/addApplication',
  update: (id: string) => `/api/application/updateApplication/${id}`,
  documents: (id: string) => `/api/application/updateApplicationAdd/${id}`,
  /** One document slot on its own (the screens' uploads, decision 103): multipart field `file`. */
  document: (id: string, slot: string) => `/api/application/${id}/documents/${slot}`,
  pending: (id: string) => `/api/application/updateApplicationPending/${id}`,
  approve: (id: string) => `/api/application/updateApplicationApprove/${id}`,
  reject: (id: string) => `/api/application/updateApplicationReject/${id}`,
  remove: (id: string) => `/api/application/deleteApplication/${id}`,
  enquiry: '/api/application/fetchApplicationEnquiry',
  file: (key: string) => `/api/files/${key}`,
} as const;

/** Catalogue and content endpoints (spec section 7) and the ones the product adds. */
export const CATALOGUE_API = {
  companies: {
    list: '/api/company/fetchCompany',
    /** One record, for its edit screen. */
    get: (id: string) => `/api/company/fetchCompany/${id}`,
    create: '/api/company/addCompany',
    update: (id: string) => `/api/company/updateCompany/${id}`,
    remove: (id: string) => `/api/company/deleteCompany/${id}`,
  },
  designations: {
    list: '/api/designation/fetchDesignation',
    /** One record, for its edit screen. */
    get: (id: string) => `/api/designation/fetchDesignation/${id}`,
    create: '/api/designation/addDesignation',
    update: (id: string) => `/api/designation/editDesignation/${id}`,
    remove: (id: string) => `/api/designation/deleteDesignation/${id}`,
  },
  salaries: {
    list: '/api/salary/fetchSalary',
    /** One record, for its edit screen. */
    get: (id: string) => `/api/salary/fetchSalary/${id}`,
    create: '/api/salary/addSalary',
    update: (id: string) => `/api/salary/updateSalary/${id}`,
    remove: (id: string) => `/api/salary/deleteSalary/${id}`,
  },
  pages: {
    /** Staff with a token get every page; the public gets published pages only. */
    list: '/api/page/fetchPage',
    /** One record, for its edit screen. */
    get: (id: string) => `/api/page/fetchPage/${id}`,
    create: '/api/page/addPage',
    update: (id: string) => `/api/page/updatePage/${id}`,
    remove: (id: string) => `/api/page/deletePage/${id}`,
    /** Public: one published page by its link, e.g. `?link=/about-us`. */
    byLink: '/api/page/fetchPageByLink',
  },
  sliders: {
    /** Staff with a token get every slider; the public gets published sliders only. */
    list: '/api/slider/fetchSlider',
    /** One record, for its edit screen. */
    get: (id: string) => `/api/slider/fetchSlider/${id}`,
    create: '/api/slider/addSlider',
    update: (id: string) => `/api/slider/updateSlider/${id}`,
    remove: (id: string) => `/api/slider/deleteSlider/${id}`,
  },
  settings: {
    get: '/api/setting/fetchSetting',
    update: '/api/setting/updateSetting',
  },
  dashboard: {
    get: '/api/dashboard/fetchDashboard',
  },
} as const;
