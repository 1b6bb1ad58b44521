import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';

/**
 * A fresh store per admin session: the admin layout creates it on mount, so signing out and in as
 * someone else never shows the previous user's cached data.
 */
export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppDispatch = ReturnType<typeof makeStore>['dispatch'];
