import { JOB_TITLES } from '@visadesk/contract/plain';
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
  it("offers the spec's fourteen titles, then the designations not among them", () => {
    const values = jobTitleOptions(['Welder', 'cook', 'Welder', 'Site Engineer']).map(
      (option) => option.value,
    );
    expect(values.slice(0, 14)).toEqual([...JOB_TITLES]);
    expect(values.slice(14)).toEqual(['Welder', 'Site Engineer']);
  });
});

describe('salaryOptions', () => {
  it('stores the amount and shows it grouped', () => {
    expect(salaryOptions(['3500', '3500.50'])).toEqual([
      { value: '3500', label: '3,500' },
      { value: '3500.50', label: '3,500.50' },
    ]);
  });
});
