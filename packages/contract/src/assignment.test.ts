import { describe, expect, it } from 'vitest';
import {
  ApplicationFieldsSchema,
  ApplicationListQuerySchema,
  AssignApplicationBodySchema,
} from './applications.ts';
import { MESSAGES } from './messages.ts';
import { applicantFormFields } from './test/applicant-fields.ts';
import { firstMessage } from './test/refusals.ts';

const { applications: M, common } = MESSAGES;
const USER = '0123456789abcdef01234567';

describe("the list's assignedTo", () => {
  it('takes me, none or a user id, and leaves it out when unset', () => {
    for (const value of ['me', 'none', USER]) {
      expect(ApplicationListQuerySchema.parse({ assignedTo: value }).assignedTo).toBe(value);
    }
    expect(ApplicationListQuerySchema.parse({}).assignedTo).toBeUndefined();
  });

  it('refuses anything else with its message', () => {
    for (const value of ['', 'ME', 'anyone', `${USER}0`, 'me\u0000', 'a'.repeat(1_000_000), ['me']]) {
      expect(firstMessage(ApplicationListQuerySchema, { assignedTo: value })).toBe(M.invalidAssignedTo);
    }
  });
});

describe('the assignment body', () => {
  it('takes a user id or null, nothing else', () => {
    expect(AssignApplicationBodySchema.parse({ assignedTo: USER })).toEqual({ assignedTo: USER });
    expect(AssignApplicationBodySchema.parse({ assignedTo: null })).toEqual({ assignedTo: null });
    for (const value of ['me', 'x', `${USER}\u0000`, 12]) {
      expect(firstMessage(AssignApplicationBodySchema, { assignedTo: value })).toBe(common.invalidId);
    }
    expect(AssignApplicationBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("the form's assignedTo", () => {
  it('takes a user id, empty or null for no one, and leaves it out when unset', () => {
    const parsed = (assignedTo?: unknown) =>
      ApplicationFieldsSchema.parse(applicantFormFields(assignedTo === undefined ? {} : { assignedTo }))
        .assignedTo;
    expect(parsed(USER)).toBe(USER);
    expect(parsed(` ${USER} `)).toBe(USER);
    expect(parsed('')).toBeNull();
    expect(parsed(null)).toBeNull();
    expect(parsed()).toBeUndefined();
  });

  it('refuses anything else with the unknown-user message', () => {
    for (const value of ['me', 'someone', `${USER}\u0000`, 'a'.repeat(1_000_000), 12]) {
      expect(firstMessage(ApplicationFieldsSchema, applicantFormFields({ assignedTo: value }))).toBe(
        M.unknownAssignee,
      );
    }
  });
});
