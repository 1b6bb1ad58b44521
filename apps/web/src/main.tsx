// Bootstrap's public layer (Sass partials); the lazy chunks add forms.scss and admin.scss.
import './styles/bootstrap/public.scss';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerNavigator } from './auth/navigation';
import { DeferredToaster } from './components/deferred-toaster';
import { siteData } from './public/site-data';
import { router } from './routes';

// Lets the API layer send an ended session to /login without a full page reload.
registerNavigator((path) => {
  void router.navigate(path, { replace: true });
});

// Read now on every page, back-office too: they carry the office's time zone, in which every
// screen shows timestamps, and the public pages need them anyway.
void siteData.settings.load();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <DeferredToaster />
  </StrictMode>,
);
