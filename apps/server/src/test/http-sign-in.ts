import { API } from '@visadesk/contract';

/** Signs in to a running server process over HTTP, as the web app does; answers the access token. */
export async function signInOverHttp(
  url: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${url}${API.users.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200)
    throw new Error(`sign-in as ${credentials.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
