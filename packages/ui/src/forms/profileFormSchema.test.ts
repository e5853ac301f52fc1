import { describe, expect, it } from 'vitest';
import { changedProfileFields, profileFieldsSchema } from './profileFormSchema';

const loaded = {
  currentPassword: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '0123456789',
};

function messages(values: typeof loaded): string[] {
  const result = profileFieldsSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('profileFieldsSchema', () => {
  it('accepts the profile as loaded', () => {
    expect(messages(loaded)).toEqual([]);
  });

  it('treats an empty field as "leave unchanged", not as an error', () => {
    expect(
      messages({ firstName: '', lastName: '  ', email: '', phoneNumber: '', currentPassword: '' }),
    ).toEqual([]);
  });

  it('refuses names shorter than 2 characters after trimming', () => {
    expect(messages({ ...loaded, firstName: ' A ', lastName: 'B' })).toEqual([
      'First name must be at least 2 characters long',
      'Last name must be at least 2 characters long',
    ]);
  });

  it('refuses an invalid email and a phone number that is not exactly 10 digits', () => {
    expect(messages({ ...loaded, email: 'ada@', phoneNumber: '12345' })).toEqual([
      'Email is invalid',
      'Phone number must be exactly 10 digits',
    ]);
  });
});

describe('changedProfileFields', () => {
  it('keeps only filled fields whose value changed', () => {
    const values = profileFieldsSchema.parse({
      ...loaded,
      lastName: ' Byron ',
      email: '',
      currentPassword: 'x',
    });
    expect(changedProfileFields(values, loaded)).toEqual({ lastName: 'Byron' });
  });

  it('is empty when nothing changed, which the form refuses', () => {
    expect(changedProfileFields({ ...loaded, currentPassword: '' }, loaded)).toEqual({});
  });

  it('sends the current password, as typed, only with a new email (ADR 0052)', () => {
    const values = profileFieldsSchema.parse({
      ...loaded,
      email: 'new@example.com',
      currentPassword: ' pw ',
    });
    expect(changedProfileFields(values, loaded)).toEqual({
      email: 'new@example.com',
      currentPassword: ' pw ',
    });
  });
});
