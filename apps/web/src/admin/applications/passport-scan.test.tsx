import { screen, within } from '@testing-library/react';
import { LABELS, PASSPORT_SCAN_MESSAGES } from '@visadesk/contract/plain';
import { CLEAR_PHOTO, passportPhoto } from '@visadesk/test-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, signInAsAdmin } from '../../test/render-screen';
import { ApplicationForm } from './application-form';

const M = PASSPORT_SCAN_MESSAGES;
const F = LABELS.applicationForm.fields;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

beforeEach(async () => {
  await signInAsAdmin();
});

describe('Scan passport', () => {
  it('fills what passed its check digits, marks it, and names what it left out and why', {
    timeout: 60_000,
  }, async () => {
    // The expiry's year printed 2031 instead of 2030: its digit and the composite one fail.
    const photo = await passportPhoto(21, {
      conditions: CLEAR_PHOTO,
      holder: {
        surname: 'OKAFOR',
        givenNames: 'CHINEDU',
        nationality: 'NGA',
        sex: 'M',
        expiry: '2030-06-30',
      },
      alterZone: ([one, two]) => [one, `${two.slice(0, 22)}1${two.slice(23)}`],
    });
    const { user } = renderScreen('/addUserApplication', <ApplicationForm mode="add" />);
    const input = screen.getByTestId('passport-scan-file');
    await user.upload(input, new File([new Uint8Array(photo.jpeg)], 'passport.jpg', { type: 'image/jpeg' }));

    const outcome = await screen.findByText(M.filled(4), {}, { timeout: 40_000 });
    const notes = within(outcome.closest('[role="status"]') as HTMLElement);
    expect(notes.getByText(M.checkFailed('passport number'))).toBeTruthy();
    expect(notes.getByText(M.checkFailed('date of birth'))).toBeTruthy();
    expect(notes.getByText(M.checkFailed('passport expiry date'))).toBeTruthy();
    expect(field(F.surname).value).toBe('OKAFOR');
    expect(field(F.currentN).value).toBe('NG');
    expect(field(F.sex).value).toBe('Male');
    expect(field(F.surname).getAttribute('aria-describedby')).toContain('application-surname-hint');
    expect(field(F.passport).value).toBe('');
    expect(field(F.passportExpiry).value).toBe('');
    expect(screen.getAllByText(M.fromScan)).toHaveLength(4);
  });
});
