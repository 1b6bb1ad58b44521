import { describe, expect, it } from 'vitest';
import { jobTitleOptions, nameOptions, salaryOptions, withCurrent } from './catalogue-options';

describe('withCurrent', () => {
  const options = nameOptions(['Harbour Logistics', 'Northern Care Homes']);

  it("keeps a record's value selectable when the list no longer holds it", () => {
    expect(withCurrent(options, 'Old Name Ltd').map((option) => option.value)).toEqual([
      'Harbour Logistics',
      'Northern Care Homes',
      'Old Name Ltd',
    ]);
  });

  it('adds nothing when the value is listed or there is none', () => {
    expect(withCurrent(options, 'Harbour Logistics')).toEqual(options);
    expect(withCurrent(options, '')).toEqual(options);
    expect(withCurrent(options)).toEqual(options);
  });

  it('shows a kept salary formatted like the others', () => {
    expect(withCurrent(salaryOptions(['2800']), '9999', '9,999').at(-1)).toEqual({
      value: '9999',
      label: '9,999',
    });
  });
});

describe('jobTitleOptions', () => {
  it('offers the designations, and nothing else', () => {
    expect(jobTitleOptions(['Cook', 'Welder', 'Site Engineer'])).toEqual([
      { value: 'Cook', label: 'Cook' },
      { value: 'Welder', label: 'Welder' },
      { value: 'Site Engineer', label: 'Site Engineer' },
    ]);
    expect(jobTitleOptions([])).toEqual([]);
  });
});

describe('salaryOptions', () => {
  it('stores the text of a salary and shows it as written', () => {
    expect(salaryOptions(['CAD 3,200 / month', 'AUD 18.50 / hour'])).toEqual([
      { value: 'CAD 3,200 / month', label: 'CAD 3,200 / month' },
      { value: 'AUD 18.50 / hour', label: 'AUD 18.50 / hour' },
    ]);
  });

  it('shows an amount kept from before currencies grouped, and stores it as it was', () => {
    expect(salaryOptions(['3500', '3500.50'])).toEqual([
      { value: '3500', label: '3,500' },
      { value: '3500.50', label: '3,500.50' },
    ]);
  });
});
