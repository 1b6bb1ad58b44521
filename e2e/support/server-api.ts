import type { APIRequestContext } from '@playwright/test';
import { API, APPLICATION_API, type Application, CATALOGUE_API, type DocumentSlot } from '@visadesk/contract';
import { createApplication } from './applications.ts';
import { E2E } from './env.ts';

type StatusAction = 'pending' | 'approve' | 'reject';

async function expectStatus(
  res: { status(): number; text(): Promise<string> },
  status: number,
  what: string,
) {
  if (res.status() !== status) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/**
 * The API of one server (the shared one or a journey's own), as the first admin: the data a
 * journey starts from, each call checked for the status it must answer.
 */
export async function serverApi(request: APIRequestContext, baseUrl: string = E2E.baseUrl) {
  const login = await request.post(`${baseUrl}${API.users.login}`, { data: E2E.admin });
  await expectStatus(login, 200, 'sign-in');
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  return {
    /** An application with a photo and the given documents (slot -> fixture file name). */
    createApplication: (
      overrides: Record<string, string> = {},
      documents: Partial<Record<DocumentSlot, string>> = {},
    ) => createApplication(request, overrides, documents, baseUrl),

    async setStatus(id: string, action: StatusAction): Promise<Application> {
      const res = await request.put(`${baseUrl}${APPLICATION_API[action](id)}`, { headers });
      await expectStatus(res, 200, `${action} application`);
      return (await res.json()) as Application;
    },

    async removeApplication(id: string): Promise<void> {
      const res = await request.delete(`${baseUrl}${APPLICATION_API.remove(id)}`, { headers });
      await expectStatus(res, 200, 'delete application');
    },

    async createPage(title: string, link: string): Promise<void> {
      const res = await request.post(`${baseUrl}${CATALOGUE_API.pages.create}`, {
        headers,
        data: { title, content: `${title}: content for the journey.`, link },
      });
      await expectStatus(res, 201, 'create page');
    },
  };
}
