import { rules } from '@devlearn/api-client/rules';
import { z } from 'zod';
import { NAME_MIN_LENGTH, PHONE_NUMBER_LENGTH } from '../lib/constants';

const profile = rules.ProfileUpdate;

/** The contract's messages for ProfileUpdate. */
export const PROFILE_FORM_MESSAGES = {
  firstNameTooShort: profile.firstName.messages.minLength,
  firstNameTooLong: profile.firstName.messages.maxLength,
  lastNameTooShort: profile.lastName.messages.minLength,
  lastNameTooLong: profile.lastName.messages.maxLength,
  emailInvalid: rules.Email.messages.format,
  phoneInvalid: profile.phoneNumber.messages.pattern,
  nothingToUpdate: profile.messages.minProperties,
} as const;

/** Upper bound of the contract's ProfileUpdate names. */
const NAME_MAX_LENGTH = profile.firstName.maxLength;

const m = PROFILE_FORM_MESSAGES;

/** An empty field means "leave unchanged", so a rule applies only to a filled field. */
const optionalText = (rule: z.ZodType<string>) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = rule.safeParse(value);
      const message = result.error?.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const profileFieldsSchema = z.object({
  firstName: optionalText(
    z.string().min(NAME_MIN_LENGTH, m.firstNameTooShort).max(NAME_MAX_LENGTH, m.firstNameTooLong),
  ),
  lastName: optionalText(
    z.string().min(NAME_MIN_LENGTH, m.lastNameTooShort).max(NAME_MAX_LENGTH, m.lastNameTooLong),
  ),
  email: optionalText(z.email(m.emailInvalid)),
  phoneNumber: optionalText(z.string().regex(new RegExp(`^[0-9]{${PHONE_NUMBER_LENGTH}}$`), m.phoneInvalid)),
});

/** The four profile fields as the form holds them (strings, possibly empty). */
export type ProfileFormValues = z.output<typeof profileFieldsSchema>;
/** What `onSubmit` receives: only the filled fields that differ from the loaded profile. */
export type ProfileUpdateValues = Partial<ProfileFormValues>;

/**
 * The update to send: the filled fields whose value differs from the profile as loaded. An empty result is
 * what the form refuses with 'At least one field must be updated'.
 */
export function changedProfileFields(
  values: ProfileFormValues,
  initial: ProfileFormValues,
): ProfileUpdateValues {
  const update: ProfileUpdateValues = {};
  for (const key of Object.keys(values) as (keyof ProfileFormValues)[]) {
    if (values[key] !== '' && values[key] !== initial[key]) update[key] = values[key];
  }
  return update;
}
