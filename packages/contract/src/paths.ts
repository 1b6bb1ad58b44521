/** API paths exactly as the specification's section 7, plus the few the product adds. */
export const API = {
  users: {
    login: '/api/users/login',
    refresh: '/api/users/refresh',
    logout: '/api/users/logout',
    me: '/api/users/me',
    list: '/api/users/get_users',
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
  designations: '/designation',
  salaries: '/salary',
  pages: '/page',
  sliders: '/slider',
  profile: '/profile',
  settings: '/setting',
} as const;
