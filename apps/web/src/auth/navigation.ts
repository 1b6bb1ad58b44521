/*
 * Code outside React (the API base query, the session check) must be able to send the user to
 * /login. The router registers its navigate function here at start-up; until then a full page
 * load is the fallback.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string): void {
  navigate(path);
}
