// Must stay the first import: it configures zod before any module can parse with it.
import './zod-config';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerNavigator } from './auth/navigation';
import { AppToaster } from './components/app-toaster';
import { router } from './routes';

// Lets the API layer send an ended session to /login without a full page reload.
registerNavigator((path) => {
  void router.navigate(path, { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <AppToaster />
  </StrictMode>,
);
