import { API, APPLICATION_API, LABELS } from '@visadesk/contract';
import { createApplication, fixture, uploadedDocument } from '../support/applications.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';

const V = LABELS.applicationView;
// A server whose access tokens live 8 s, so a journey can hold one past its expiry.
const server = useOwnServer('tokenRenewal', { ACCESS_TOKEN_TTL: '8' });

test('an expired access token is renewed before a multipart body is sent, so it is sent once', async ({
  page,
  request,
}) => {
  const created = await createApplication(request, {}, {}, server.baseUrl);
  await signIn(page);
  await page.goto(`/updateApplicationView/${created._id}`);
  await page.getByLabel(V.chooseDocument('Visa'), { exact: true }).setInputFiles(fixture('visa.png'));

  // Let the stored token expire for real: the server would answer its use with a 401.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const token = localStorage.getItem('token') ?? '';
          const payload = token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '';
          return Date.now() > (JSON.parse(atob(payload)) as { exp: number }).exp * 1000 + 500;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);

  const uploads: string[] = [];
  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(APPLICATION_API.document(created._id, 'file9'))) uploads.push(req.method());
    if (req.url().endsWith(API.users.refresh)) refreshes.push(req.method());
  });
  await page.getByRole('button', { name: V.uploadDocuments(1) }).click();
  await expect(uploadedDocument(page, 'Visa')).toBeVisible();
  expect(refreshes).toEqual(['POST']);
  expect(uploads).toEqual(['PUT']);
});
