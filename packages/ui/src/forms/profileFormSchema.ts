import { rules } from '@devlearn/api-client/rules';
import { z } from 'zod';
import { NAME_MIN_LENGTH, PHONE_NUMBER_LENGTH } from '../lib/product';

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
  currentPasswordNeeded: profile.currentPassword.messages.minLength,
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
  /** Asked only when the email changes (ADR 0052); compared as typed, never trimmed. */
  currentPassword: z.string(),
});

/** The profile form's fields as it holds them (strings, possibly empty). */
export type ProfileFormValues = z.output<typeof profileFieldsSchema>;
/** The four profile fields as loaded, and the new address waiting for its link (D36). */
export type ProfileData = Omit<ProfileFormValues, 'currentPassword'> & { pendingEmail?: string | null };
/** What `onSubmit` receives: only the filled fields that differ from the loaded profile. */
export type ProfileUpdateValues = Partial<ProfileFormValues>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/**
 * The update to send: the filled fields whose value differs from the profile as loaded, with the current
 * password when the email is among them. An empty result is what the form refuses with 'At least one field must
 * be updated'.
 */
export function changedProfileFields(values: ProfileFormValues, initial: ProfileData): ProfileUpdateValues {
  const update: ProfileUpdateValues = {};
  for (const key of PROFILE_FIELDS) {
    if (values[key] !== '' && values[key] !== initial[key]) update[key] = values[key];
  }
  if (update.email !== undefined && values.currentPassword !== '')
    update.currentPassword = values.currentPassword;
  return update;
}
