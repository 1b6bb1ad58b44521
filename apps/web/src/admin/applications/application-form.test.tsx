import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_API, CATALOGUE_API, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICANT, addApplication as addThroughApi, applicationBody, PHOTO } from '../../test/applications';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationForm } from './application-form';
import { EditApplicationPage } from './edit-application-page';

const tag = () => Math.random().toString(36).slice(2, 8);
let token: string;
const catalogue = { company: '', jobTitle: '', salary: '' };

async function api(url: string, init: RequestInit = {}) {
  return fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
}

async function create(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await api(url, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return response.json();
}

beforeAll(async () => {
  token = await signInAsAdmin();
  catalogue.company = String(
    (await create(CATALOGUE_API.companies.create, { name: `Forms Co ${tag()}` })).name,
  );
  catalogue.jobTitle = String(
    (await create(CATALOGUE_API.designations.create, { name: `Welder ${tag()}` })).name,
  );
  const amount = `${1000 + Math.floor(Math.random() * 8000)}`;
  const salary = { amount, currency: 'CAD', period: 'month' };
  catalogue.salary = String((await create(CATALOGUE_API.salaries.create, salary)).name);
});

beforeEach(async () => {
  token = await signInAsAdmin();
});

/** A colleague's save of the record's fields, as another screen makes it (no If-Match). */
async function updateApplication(record: Record<string, unknown>, fields: Record<string, string>) {
  const body = applicationBody({
    ...withCatalogue({}),
    nationalId: String(record.nationalId),
    passport: String(record.passport),
    email: String(record.email),
    ...fields,
  });
  const response = await fetch(APPLICATION_API.update(String(record._id)), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(response.status).toBe(200);
}

/** This run's catalogue choices, so the form shows them selected. */
const withCatalogue = (fields: Record<string, string>) => ({
  company: catalogue.company,
  jobTitle: catalogue.jobTitle,
  salary: catalogue.salary,
  ...fields,
});

/** An application with this run's catalogue choices, added through the API. */
const addApplication = (fields: Record<string, string> = {}) => addThroughApi(withCatalogue(fields));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('the application form', () => {
  it('shows every problem at once, with the spec messages, and sends nothing', async () => {
    const { user, router } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Surname must be between 3 and 31 characters long.')).toBeTruthy();
    expect(screen.getByText('Given name must be between 3 and 31 characters long.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(MESSAGES.applications.invalidPhone)).toBeTruthy();
    expect(screen.getByText('Please upload a photo.')).toBeTruthy();
    expect(field('Surname').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Surname'));
    expect(router.state.location.pathname).toBe('/addUserApplication');
  });

  it('refuses a chosen file that is not a JPEG or PNG at once, with no preview', async () => {
    const { user } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    const photo = field('Photo');
    await user.upload(photo, new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid file type. Only JPEG, JPG, and PNG are allowed.')).toBeTruthy();
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByAltText('Preview of the chosen photo')).toBeNull();
  });

  it('refuses a PDF renamed to .jpg by its content, the moment it is chosen', async () => {
    const { user } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    const photo = field('Photo');
    await user.upload(photo, new File(['%PDF-1.7 a scan'], 'passport.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Invalid file type. Only JPEG, JPG, and PNG are allowed.')).toBeTruthy();
    expect(screen.queryByAltText('Preview of the chosen photo')).toBeNull();
  });

  it('adds an application on the server with every field and its photo, then opens it', async () => {
    const passport = `CF${Math.floor(Math.random() * 1e7)}`.padEnd(9, '0');
    const email = `forms-${tag()}@example.test`;
    const { user, router } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    // The catalogue's choices arrive from the server.
    await waitFor(() =>
      expect(within(field('Company') as HTMLElement).getByText(catalogue.company)).toBeTruthy(),
    );

    await user.type(field('Surname'), 'Aziz');
    await user.type(field('Given Name'), 'Bilal');
    await user.selectOptions(field('Sex'), 'Male');
    await user.type(field('Date of Birth'), '1988-03-14');
    await user.type(field('Birth City'), 'Lahore');
    await user.selectOptions(field('Nationality'), 'Pakistan');
    await user.type(field('Identification Marks'), 'Scar on left hand');
    await user.type(field('National ID'), '35202-1234567-1');
    await user.selectOptions(field('Company'), catalogue.company);
    await user.type(field('Duty Duration'), '2 years');
    await user.selectOptions(field('Job Title'), catalogue.jobTitle);
    await user.selectOptions(field('Salary'), catalogue.salary);
    await user.type(field('Passport Number'), passport);
    await user.selectOptions(field('Issued Country'), 'Pakistan');
    await user.type(field('Phone'), '+92 300-123 4567');
    await user.type(field('Email'), email);
    await user.upload(field('Photo'), new File([PHOTO], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByAltText('Preview of the chosen photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application added successfully.', {}, { timeout: 10_000 })).toBeTruthy();
    const opened = router.state.location.pathname.match(/^\/updateApplicationView\/([0-9a-f]{24})$/);
    expect(opened).not.toBeNull();
    const response = await api(APPLICATION_API.get(opened?.[1] ?? ''));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      surname: 'Aziz',
      givenN: 'Bilal',
      sex: 'Male',
      dob: '1988-03-14',
      birthCity: 'Lahore',
      currentN: 'PK',
      identification: 'Scar on left hand',
      nationalId: '35202-1234567-1',
      company: catalogue.company,
      dutyDuration: '2 years',
      jobTitle: catalogue.jobTitle,
      salary: catalogue.salary,
      passport,
      issuedCountry: 'PK',
      phone: '+923001234567',
      email,
      isAdmin: false,
      isStatus: 'pending',
    });
  });

  it('offers the designations as job titles, and a salary by its currency and period', async () => {
    const { user } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    const jobTitle = field('Job Title') as HTMLSelectElement;
    await waitFor(() => expect(within(jobTitle).getByText(catalogue.jobTitle)).toBeTruthy());
    const titles = [...jobTitle.options].map((option) => option.value).filter(Boolean);
    // The specification's titles are designations from the start; nothing else is offered.
    expect(titles).toContain('Caring Operator');
    const designations: string[] = [];
    for (let page = 1; ; page += 1) {
      const list = await (await api(`${CATALOGUE_API.designations.list}?page=${page}&limit=100`)).json();
      designations.push(...list.designations.map((d: { name: string }) => d.name));
      if (page >= list.totalPages) break;
    }
    expect(titles).toEqual(designations);
    await user.selectOptions(field('Salary'), catalogue.salary);
    expect(catalogue.salary).toMatch(/^CAD \d,\d{3} \/ month$/);
    expect((field('Salary') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(catalogue.salary);
  });

  it('refuses a phone of punctuation alone at its field, saying what a phone number is', async () => {
    const { user } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    await user.type(field('Phone'), '(--) ..');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MESSAGES.applications.invalidPhone)).toBeTruthy();
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it("opens an edit with every field of the record, and shows the server's duplicate passport at its field", async () => {
    const record = await addApplication();
    const other = await addApplication();
    const { user, router } = renderScreen(
      `/editApplication?id=${String(record._id)}`,
      <EditApplicationPage />,
    );
    await waitFor(() => expect((field('Company') as HTMLSelectElement).value).toBe(catalogue.company));
    const shown = Object.fromEntries(
      [
        ['surname', 'Surname'],
        ['givenN', 'Given Name'],
        ['sex', 'Sex'],
        ['dob', 'Date of Birth'],
        ['birthCity', 'Birth City'],
        ['currentN', 'Nationality'],
        ['identification', 'Identification Marks'],
        ['nationalId', 'National ID'],
        ['company', 'Company'],
        ['dutyDuration', 'Duty Duration'],
        ['jobTitle', 'Job Title'],
        ['salary', 'Salary'],
        ['passport', 'Passport Number'],
        ['issuedCountry', 'Issued Country'],
        ['phone', 'Phone'],
        ['email', 'Email'],
      ].map(([key, label]) => [key, (field(label as string) as HTMLInputElement).value]),
    );
    expect(shown).toEqual({
      ...APPLICANT,
      nationalId: record.nationalId,
      company: catalogue.company,
      jobTitle: catalogue.jobTitle,
      salary: catalogue.salary,
      passport: record.passport,
      email: record.email,
    });
    expect(screen.getByAltText('Current photo')).toBeTruthy();

    const passport = field('Passport Number');
    await user.clear(passport);
    await user.type(passport, String(other.passport));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(passport.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getAllByText('User passport already exists. Please try another passport.').length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/editApplication');
    const stored = await (await api(APPLICATION_API.get(String(record._id)))).json();
    expect(stored.passport).toBe(record.passport);
  });

  it("refuses a save over a colleague's change, and Reload shows their change", async () => {
    const record = await addApplication();
    const { user, router } = renderScreen(
      `/editApplication?id=${String(record._id)}`,
      <EditApplicationPage />,
    );
    await waitFor(() => expect((field('Birth City') as HTMLInputElement).value).toBe('Dhaka'));
    await updateApplication(record, { birthCity: 'Chittagong' });

    await user.clear(field('Birth City'));
    await user.type(field('Birth City'), 'Sylhet');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.common.changedMeanwhile)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/editApplication');
    const stored = await (await api(APPLICATION_API.get(String(record._id)))).json();
    expect(stored.birthCity).toBe('Chittagong');

    await user.click(screen.getByRole('button', { name: LABELS.staleRecord.reload }));
    await waitFor(() => expect((field('Birth City') as HTMLInputElement).value).toBe('Chittagong'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/updateApplicationView/${String(record._id)}`),
    );
  });
});
