/** An enrolment is free and valid for 365 days (spec section 9, D14). */
const ENROLLMENT_VALIDITY_DAYS = 365;
export const ENROLLMENT_VALIDITY_MS = ENROLLMENT_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

/** An enrolment counts only until it expires; after that the user is not enrolled and may enrol again. */
export function isActiveEnrollment(enrollment: { expires_at: number } | undefined, now: number): boolean {
  return enrollment !== undefined && Number(enrollment.expires_at) > now;
}
