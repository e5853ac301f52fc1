import { rules } from '@devlearn/api-client/rules';

/**
 * The product's numbers and words that the contract does not hold (spec section 9), each named once; the ones
 * the contract holds come from its generated rules. Components and apps/web (`@devlearn/ui/product`) import
 * from here instead of repeating them, so a change to the spec is a one-line change. The request timeout lives
 * with the API client (`REQUEST_TIMEOUT_MS`), the pixel sizes of the layout in the stylesheet's tokens.
 */

/** Page sizes. */
export const COURSES_PAGE_SIZE = 8;
export const COURSES_FULL_LIST_PAGE_SIZE = 100;
export const BLOGS_PAGE_SIZE = 6;
export const LIKES_PAGE_SIZE = 6;

/** An enrolment is valid this many days ('365 Days Validity'). */
export const COURSE_VALIDITY_DAYS = 365;

/** Form limits (openapi.yaml). */
export const PASSWORD_MIN_LENGTH = rules.Password.minLength;
export const USERNAME_MIN_LENGTH = rules.Username.minLength;
export const OTP_LENGTH = rules.VerifyOtpBody.otp.maxLength;
export const PHONE_NUMBER_LENGTH = 10;
export const NAME_MIN_LENGTH = rules.ProfileUpdate.firstName.minLength;

/** Blog image upload limits (openapi.yaml). */
export const BLOG_IMAGE_MAX_BYTES = rules.BlogCreate.blogImage.maxBytes;
export const BLOG_IMAGE_TYPES = rules.BlogCreate.blogImage.mediaTypes;

/** Text cuts. */
export const COURSE_CARD_TITLE_MAX_CHARS = 55;
export const COURSE_ROW_SUBTITLE_MAX_CHARS = 100;
export const COURSE_ROW_SUBTITLE_MAX_CHARS_NARROW = 50;
export const BLOG_CARD_TEXT_MAX_WORDS = 15;
export const BREADCRUMB_TITLE_MAX_CHARS = 15;
export const LESSON_HEADER_TITLE_MAX_CHARS = 30;
export const BLOG_SUB_HEADING_PARAGRAPH_WORDS = 100;

/** Landing topic carousel. */
export const TOPIC_CAROUSEL_STEP_PX = 300;
export const TOPIC_CARD_WIDTH_NARROW_PX = 230;
export const TOPIC_CARD_GAP_NARROW_PX = 4;
export const TOPIC_CARD_WIDTH_WIDE_PX = 384;
export const TOPIC_CARD_GAP_WIDE_PX = 8;
export const TOPIC_CARD_ENTRY_DELAY_S = 0.2;

/** Course carousel rows scroll by this many pixels per arrow click. */
export const COURSE_CAROUSEL_STEP_PX = 270;

/**
 * How wide each kind of image is shown, as an `<img sizes>` (ADR 0078): the browser picks the stored
 * width from it. The web app's dashboard pages preload their first image with the same value, so the preload is
 * the very file the image then shows.
 */
export const IMAGE_SIZES = {
  /** A course carousel's card: one step of the row wide. */
  courseCard: `${COURSE_CAROUSEL_STEP_PX}px`,
  /** The 'Continue Learning' card: `w-full`, `sm:w-72` (Tailwind's `sm` is 40rem). */
  continueCard: '(min-width: 40rem) 18rem, 100vw',
  /** `BlogGrid`'s columns: `grid-cols-1 sm:grid-cols-2 lg:grid-cols-3` inside the dashboard's 80rem main. */
  blogCard: '(min-width: 80rem) 27rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  /** The article's `max-w-3xl` column: the cover is at most 48rem wide. */
  articleCover: '(min-width: 48rem) 48rem, 100vw',
  /** A course list row's thumbnail: `w-28`, `sm:w-44`. */
  courseRow: '(min-width: 40rem) 11rem, 7rem',
  /** The course page's side card: `lg:grid-cols-[minmax(0,1fr)_20rem]`, the card's `p-4` inside. */
  enrollmentCard: '(min-width: 64rem) 18rem, 100vw',
} as const;

/** Toasts. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_WIDTH_PX = 356;
/** Profile, avatar and blog toasts stay this long (bottom right). */
export const QUICK_TOAST_DURATION_MS = 2000;

/** Comment area heights. */
export const COMMENT_LOADING_AREA_HEIGHT_PX = 500;
export const COMMENT_EMPTY_STATE_HEIGHT_PX = 200;
/** A comment without updatedAt sorts as if dated at the Unix epoch (1970). */
export const MISSING_COMMENT_DATE_MS = 0;
/** The name shown for someone without a username (sidebar, welcome line, a comment's owner). */
export const GUEST_NAME = 'Guest';

/** Counts below this are zero-padded ('07'). */
export const COUNT_BADGE_PAD_BELOW = 10;
/** Year of the footer's copyright line. */
export const FOOTER_COPYRIGHT_YEAR = 2024;
/** Locale and options of every shown date ('May 1, 2024'). */
export const DATE_LOCALE = 'en-US';

/** Rich-text editor. */
export const EDITOR_HISTORY_DELAY_MS = 1000;
export const EDITOR_HISTORY_MAX_STACK = 100;
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const;

/** Avatar crop dialog. */
export const AVATAR_SIZE_PX = 200;
export const AVATAR_SCALE = 1.2;
export const AVATAR_BORDER_PX = 50;
