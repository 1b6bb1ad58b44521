import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inject } from 'vitest';
import { makeStore } from '../api/store';
import { requestLogin } from '../auth/login';
import { setToken } from '../auth/token-storage';
import { AppToaster } from '../components/app-toaster';

/** Signs the test's admin in through the real API, as the login page does, and keeps the token. */
export async function signInAsAdmin(): Promise<string> {
  const result = await requestLogin(inject('apiAdmin'));
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  setToken(result.token);
  return result.token;
}

/**
 * One screen as the app mounts it (a fresh store, a router, the toaster) at `path`. Any other
 * address the screen navigates to renders an empty page, so `router.state.location` tells where
 * it went.
 */
export function renderScreen(path: string, element: ReactNode, { state }: { state?: unknown } = {}) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: null },
    ],
    {
      initialEntries: [
        { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ],
    },
  );
  // A person can pick any file ("All files" in the picker), whatever the input's `accept` says.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
      <AppToaster />
    </Provider>,
  );
  return { ...view, user, router };
}
