/**
 * Screen labels of the web app: navigation, headings, column titles and buttons named by the
 * specification (section 2) plus the few the product adds. They live here, beside MESSAGES, so the
 * web app and the end-to-end tests find elements by the same accessible names.
 */
export const LABELS = {
  productName: 'VisaDesk',
  nav: {
    home: 'HOME',
    enquiry: 'VISA ENQUIRY',
    signIn: 'SIGN IN',
    toggle: 'Toggle navigation',
    main: 'Main',
    footer: 'Footer',
  },
  hero: {
    checkStatus: 'CHECK YOUR APPLICATION STATUS',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    subtitle: 'Sign in to the back-office',
    submit: 'Sign in',
    submitting: 'Signing in...',
    backHome: 'Back to Home',
  },
  admin: {
    toggleSidebar: 'Toggle sidebar',
    home: 'Home',
    logout: 'Logout',
    sidebar: 'Back-office',
    loading: 'Loading...',
    skipToContent: 'Skip to content',
  },
  sidebar: {
    dashboard: 'Dashboard',
    users: 'User Management',
    applications: 'Application',
    companies: 'Company',
    designations: 'Designation',
    salaries: 'Salary',
    pages: 'Page',
    sliders: 'Slider',
    profile: 'Profile',
    settings: 'Setting',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: (name: string) => `Welcome back, ${name}`,
  },
  users: {
    title: 'User Management',
    backToList: 'Back to User Management',
    add: 'Add New User',
    createTitle: 'Create New User',
    editTitle: 'Edit User',
    columns: { name: 'NAME', email: 'EMAIL', role: 'ROLE', action: 'ACTION' },
    name: 'Name',
    email: 'Email',
    password: 'Password',
    role: 'Role',
    edit: 'Edit',
    delete: 'Delete',
    /** Accessible names of the row buttons, so two rows never share a name. */
    editUser: (name: string) => `Edit ${name}`,
    deleteUser: (name: string) => `Delete ${name}`,
    create: 'Create User',
    creating: 'Creating...',
    save: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    confirmDeleteTitle: 'Delete user?',
    confirmDelete: 'Delete user',
    deleting: 'Deleting...',
    confirmDeleteText: (name: string, email: string) =>
      `${name} (${email}) will be removed and can no longer sign in. This cannot be undone.`,
    loadFailed: 'The user list could not be loaded.',
    retry: 'Try again',
  },
  profile: {
    title: 'Profile',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    update: 'Update',
    updating: 'Updating...',
  },
} as const;
