import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUE_API, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHOTO } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { companiesResource } from './companies';
import { ResourceForm } from './resource-form';
import { ResourceFormPage } from './resource-form-page';
import { slidersResource } from './sliders';

const tag = () => Math.random().toString(36).slice(2, 8);
let token: string;

beforeEach(async () => {
  token = await signInAsAdmin();
});

const addCompanyThroughApi = (name: string) => addThroughApi(CATALOGUE_API.companies.create, name);

async function addThroughApi(
  path: string,
  name: string,
): Promise<{ _id: string; name: string; updatedAt: string }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** A colleague's save: a plain API update, as another screen makes it. */
async function renameCompanyThroughApi(id: string, name: string): Promise<void> {
  const response = await fetch(CATALOGUE_API.companies.update(id), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
}

async function companyNames(): Promise<string[]> {
  const response = await fetch(CATALOGUE_API.companies.list, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map(({ name }) => name);
}

describe('the generic resource form (companies)', () => {
  it('refuses a too short name at its field, with the contract message, before any request', async () => {
    const { user, router } = renderScreen('/addCompany', <ResourceForm config={companiesResource} />);
    await user.type(screen.getByLabelText('Company name'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Add New Company' }));

    const field = screen.getByLabelText('Company name');
    expect(await screen.findByText('Company name must be between 3 and 100 characters long.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(router.state.location.pathname).toBe('/addCompany');
    expect(await companyNames()).not.toContain('ab');
  });

  it('adds a company on the server, says so, and returns to the list', async () => {
    // A real legal name, longer than the specification's 31 characters.
    const name = `Al Noor Facilities Management LLC ${tag()}`;
    const { user, router } = renderScreen('/addCompany', <ResourceForm config={companiesResource} />);
    await user.type(screen.getByLabelText('Company name'), name);
    await user.click(screen.getByRole('button', { name: 'Add New Company' }));

    expect(await screen.findByText('Company added successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    expect(await companyNames()).toContain(name);
  });

  it("shows the server's duplicate refusal under the name, and clears it when the name changes", async () => {
    const { name } = await addCompanyThroughApi(`Taken ${tag()}`);
    const { user, router } = renderScreen('/addCompany', <ResourceForm config={companiesResource} />);
    const field = screen.getByLabelText('Company name');
    await user.type(field, name);
    await user.click(screen.getByRole('button', { name: 'Add New Company' }));

    // Once at the field and once as the toast.
    await waitFor(() =>
      expect(screen.getAllByText('A company with this name already exists.')).toHaveLength(2),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/addCompany');

    await user.type(field, 'x');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).not.toBe('true'));
  });

  it('edits a record: its values are in the form and the save reaches the server', async () => {
    const record = await addCompanyThroughApi(`Before ${tag()}`);
    const renamed = `After ${tag()}`;
    const { user, router } = renderScreen(
      `/editCompany?id=${record._id}`,
      <ResourceFormPage resource="companies" mode="edit" />,
    );
    const field = await screen.findByLabelText<HTMLInputElement>('Company name');
    expect(field.value).toBe(record.name);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();

    await user.clear(field);
    await user.type(field, renamed);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Company updated successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    const names = await companyNames();
    expect(names).toContain(renamed);
    expect(names).not.toContain(record.name);
  });

  it("refuses a save over a colleague's change, and Reload shows their change to edit again", async () => {
    const record = await addCompanyThroughApi(`Opened ${tag()}`);
    const { user, router } = renderScreen(
      `/editCompany?id=${record._id}`,
      <ResourceFormPage resource="companies" mode="edit" />,
    );
    const field = await screen.findByLabelText<HTMLInputElement>('Company name');
    const theirs = `Theirs ${tag()}`;
    await renameCompanyThroughApi(record._id, theirs);

    await user.clear(field);
    await user.type(field, `Mine ${tag()}`);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.common.changedMeanwhile)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/editCompany');
    expect(await companyNames()).toContain(theirs);

    await user.click(screen.getByRole('button', { name: LABELS.staleRecord.reload }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Company name').value).toBe(theirs));
    expect(screen.queryByText(MESSAGES.common.changedMeanwhile)).toBeNull();
    const mine = `Mine ${tag()}`;
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), mine);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    expect(await companyNames()).toContain(mine);
  });

  it('opens a designation from its address when a hundred others come before it by name', async () => {
    const far = await addThroughApi(CATALOGUE_API.designations.create, `Zz Far ${tag()}`);
    const prefix = `Aa ${tag()}`;
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          addThroughApi(CATALOGUE_API.designations.create, `${prefix} ${batch * 10 + i}`),
        ),
      );
    }
    renderScreen(`/editDesignation?id=${far._id}`, <ResourceFormPage resource="designations" mode="edit" />);
    expect((await screen.findByLabelText<HTMLInputElement>('Designation name')).value).toBe(far.name);
  });

  it('Cancel returns to the list without saving', async () => {
    const { user, router } = renderScreen('/addCompany', <ResourceForm config={companiesResource} />);
    await user.type(screen.getByLabelText('Company name'), `Never ${tag()}`);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/company');
  });
});

describe('the generic resource form with an image (sliders)', () => {
  it('refuses a file that is not an image at the image field, and a missing image on add', async () => {
    const { user } = renderScreen('/addSlider', <ResourceForm config={slidersResource} />);
    await user.click(screen.getByRole('button', { name: 'Add New Slider' }));
    expect(await screen.findByText('Please choose an image for the slide.')).toBeTruthy();
    const image = screen.getByLabelText('Image');
    expect(image.getAttribute('aria-invalid')).toBe('true');

    await user.upload(image, new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Invalid file type. Only JPEG, JPG, PNG and WebP are allowed.'),
    ).toBeTruthy();
    expect(image.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByAltText('Preview of the chosen image')).toBeNull();
  });

  it('adds a slide saved the moment its image is chosen, with that image', async () => {
    // The image is checked by its first bytes as it is chosen; a save in that moment waits for it.
    const { user, router } = renderScreen('/addSlider', <ResourceForm config={slidersResource} />);
    const slide = `At once ${tag()}`;
    await user.type(screen.getByLabelText('Slide title'), slide);
    await user.type(screen.getByLabelText('Slide content'), 'Chosen and saved in one moment.');
    const image = screen.getByLabelText<HTMLInputElement>('Image');
    const button = screen.getByRole('button', { name: 'Add New Slider' });
    const photo = new File([PHOTO], 'slide.jpg', { type: 'image/jpeg' });
    act(() => {
      fireEvent.change(image, { target: { files: [photo] } });
      fireEvent.click(button);
    });
    // The server refuses a slide without an image: back at the list, the image was sent.
    await waitFor(() => expect(router.state.location.pathname).toBe('/slider'), { timeout: 10_000 });
    expect(screen.queryByText('Please choose an image for the slide.')).toBeNull();
  });

  it('refuses a renamed PDF by its content, the moment it is chosen', async () => {
    const { user } = renderScreen('/addSlider', <ResourceForm config={slidersResource} />);
    const image = screen.getByLabelText('Image');
    await user.upload(image, new File(['%PDF-1.7 brochure'], 'slide.webp', { type: 'image/webp' }));
    expect(
      await screen.findByText('Invalid file type. Only JPEG, JPG, PNG and WebP are allowed.'),
    ).toBeTruthy();
    expect(screen.queryByAltText('Preview of the chosen image')).toBeNull();
  });
});
