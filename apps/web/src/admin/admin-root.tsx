// Must stay the first import: it configures zod (jitless, for the CSP) before any admin screen parses.
import '../zod-config';
// The rest of Bootstrap, before the back-office's own styles.
import '../styles/bootstrap/forms.scss';
import '../styles/bootstrap/alert.scss';
import '../styles/bootstrap/admin.scss';
import '../styles/admin-layout.css';
import '../styles/admin-content.css';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../api/store';
import { enableToaster } from '../components/deferred-toaster';
import { forgetSiteData } from '../public/site-data';
import { AdminLayout } from './layout/admin-layout';

// The back-office raises toasts: from now on the app root keeps a toaster mounted.
enableToaster();

/**
 * Entry of the lazily loaded back-office: Redux lives here, not at the app root, so the public
 * pages never download it. The store is made once per mount (see makeStore).
 */
export function AdminRoot() {
  const [store] = useState(makeStore);
  // Staff may change the settings, sliders or pages here: the public pages read them afresh after.
  useEffect(() => forgetSiteData, []);
  return (
    <Provider store={store}>
      <AdminLayout />
    </Provider>
  );
}
