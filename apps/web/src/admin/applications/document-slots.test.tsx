import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_API, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { addApplication as addThroughApi, PHOTO } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationViewPage } from './application-view-page';

// Each document uploads on its own request, against the real API.
const V = LABELS.applicationView;
const M = MESSAGES.applications;
let token: string;

beforeEach(async () => {
  token = await signInAsAdmin();
});

const addApplication = async () => String((await addThroughApi())._id);

const jpeg = (name: string, bytes: Uint8Array = PHOTO) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const card = (label: string) => screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;

describe('the document slots', () => {
  it('refuses a renamed GIF the moment it is chosen, with no preview', async () => {
    const id = await addApplication();
    const { user } = renderScreen(`/userView?id=${id}`, <ApplicationViewPage />);
    const input = await screen.findByLabelText(V.chooseDocument('Visa'));
    await user.upload(input, new File(['GIF89a a picture'], 'visa.jpg', { type: 'image/jpeg' }));
    expect(await within(card('Visa')).findByText(M.invalidFileType)).toBeTruthy();
    expect(screen.queryByAltText(V.newDocumentAlt('Visa'))).toBeNull();
    expect(screen.getByRole('button', { name: V.uploadDocuments(0) }).hasAttribute('disabled')).toBe(true);
  });

  it('uploads each document on its own: the good ones land, the bad one names its file and reason, alone', async () => {
    const id = await addApplication();
    const { user } = renderScreen(`/userView?id=${id}`, <ApplicationViewPage />);
    await user.upload(await screen.findByLabelText(V.chooseDocument('Visa')), jpeg('visa.jpg'));
    await user.upload(screen.getByLabelText(V.chooseDocument('Work Permit')), jpeg('permit.jpg'));
    // A JPEG's first bytes and then nothing: the browser cannot tell, the server's decode refuses it.
    await user.upload(
      screen.getByLabelText(V.chooseDocument('Air Tickets')),
      jpeg('tickets.jpg', PHOTO.subarray(0, 40)),
    );
    await user.click(await screen.findByRole('button', { name: V.uploadDocuments(3) }));

    expect(
      await screen.findByRole('button', { name: V.viewDocument('Visa') }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: V.viewDocument('Work Permit') })).toBeTruthy();
    const tickets = card('Air Tickets');
    expect(
      await within(tickets).findByText(M.documentNotUploaded('tickets.jpg', M.invalidFileType)),
    ).toBeTruthy();
    expect(await screen.findByText(V.documentsNotUploaded(1, 3))).toBeTruthy();
    expect(within(tickets).queryByRole('button', { name: V.viewDocument('Air Tickets') })).toBeNull();

    // The stored record has the two, and not the third.
    const stored = await (
      await fetch(APPLICATION_API.get(id), { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(stored.file9).not.toBeNull();
    expect(stored.file11).not.toBeNull();
    expect(stored.file12).toBeNull();

    // Retry sends that one alone, and Clear gives the slot back.
    await user.click(within(tickets).getByRole('button', { name: V.retryDocument('Air Tickets') }));
    await waitFor(() =>
      expect(within(tickets).getByText(M.documentNotUploaded('tickets.jpg', M.invalidFileType))).toBeTruthy(),
    );
    await user.click(within(tickets).getByRole('button', { name: V.clearDocument('Air Tickets') }));
    expect(within(tickets).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: V.uploadDocuments(0) }).hasAttribute('disabled')).toBe(true);
  });
});
