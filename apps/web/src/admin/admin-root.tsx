import '../styles/admin-layout.css';
import '../styles/admin-content.css';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../api/store';
import { AdminLayout } from './layout/admin-layout';

/**
 * Entry of the lazily loaded back-office: Redux lives here, not at the app root, so the public
 * pages never download it. The store is made once per mount (see makeStore).
 */
export function AdminRoot() {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <AdminLayout />
    </Provider>
  );
}
