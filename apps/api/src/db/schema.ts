import type { ColumnType } from 'kysely';

/**
 * The table types of the whole data model (api-shared.md). Conventions, the same in both dialects:
 * ids are 24 lowercase hex characters (see ids.ts), times are epoch milliseconds (bigint/integer; converted
 * to ISO strings only in responses), booleans are integers 0/1.
 */
export type EpochMs = number;
export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  email_verified: Flag;
  /** D36: a new address waiting for its own link; `email` stays the sign-in address until then. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the account last signed in through Google (a fresh sign-in authorises an email change). */
  google_auth_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  first_name: string;
  last_name: string;
  phone_number: ColumnType<string, string | undefined, string>;
  avatar_key: string | null;
  avatar_id: string | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  /** ADR 0060: the user's blogs, kept with every blog written or deleted ("my blogs" `totalBlogs`). */
  blog_count: ColumnType<number, number | undefined, number>;
  /** The blogs the user likes, kept with every like toggle and blog deletion ("liked blogs" `totalBlogs`). */
  liked_blog_count: ColumnType<number, number | undefined, number>;
  /** 'learner', or 'moderator' (granted by `npm run user:role`), issue 42. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** "Email me about replies and mentions" (1 by default). */
  email_notifications: ColumnType<Flag, Flag | undefined, Flag>;
}

export type UserRole = 'learner' | 'moderator';
export type CommentState = 'visible' | 'deleted' | 'hidden';

export interface EmailVerificationsTable {
  token_hash: string;
  user_id: string;
  /** The address the link was sent to: it verifies that address only (ADR 0090). */
  email: string;
  expires_at: EpochMs;
  used_at: EpochMs | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token issued from one sign-in shares a family; reuse of a used token revokes the family (D10). */
  family_id: string;
  token_hash: string;
  expires_at: EpochMs;
  used_at: EpochMs | null;
  revoked_at: EpochMs | null;
  created_at: EpochMs;
  /** When the sign-in of this family started at Google (ADR 0110); null for a password sign-in. */
  google_sign_in_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

export interface PasswordOtpsTable {
  user_id: string;
  /** The address the code was sent to; the code dies when the account's address changes. */
  email: string;
  otp_hash: string;
  expires_at: EpochMs;
  attempts: number;
  sent_at: EpochMs;
}

/** ADR 0110: the one-time codes the Google callback lands the browser with (hashed, single use, 60 s). */
export interface GoogleLandingsTable {
  access_code_hash: string;
  refresh_code_hash: string;
  user_id: string;
  /** The family of refresh tokens the exchange starts. */
  family_id: string;
  signed_in_at: EpochMs;
  expires_at: EpochMs;
  used_at: EpochMs | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  email: string;
  expires_at: EpochMs;
  used_at: EpochMs | null;
}

export interface CoursesTable {
  id: string;
  title: string;
  sub_title: string;
  about: string;
  thumbnail_key: string;
  /** Every stored width of the thumbnail (`encodeImageSrcset`, ADR 0078); null for a course imported before. */
  thumbnail_srcset: ColumnType<string | null, string | null | undefined, string | null>;
  lesson_count: number;
  /** The lesson ids in syllabus order, comma-joined (migration 017), written with the lessons. */
  lesson_ids: string;
  /** The course's card as lists answer it (`renderCourseCard`, migration 019), written with the course. */
  card_json: string;
  total_likes: number;
  created_at: EpochMs;
}

export interface LessonsTable {
  id: string;
  course_id: string;
  position: number;
  title: string;
  sub_heading: string;
  video_key: string;
  duration_seconds: number;
  total_likes: number;
}

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  enrolled_at: EpochMs;
  expires_at: EpochMs;
}

export interface FavoritesTable {
  user_id: string;
  course_id: string;
  created_at: EpochMs;
}

export interface CourseLikesTable {
  user_id: string;
  course_id: string;
  created_at: EpochMs;
}

export interface LessonLikesTable {
  user_id: string;
  lesson_id: string;
  created_at: EpochMs;
}

export interface CommentsTable {
  id: string;
  lesson_id: string;
  user_id: string;
  /** The Markdown source as written (what an edit starts from). */
  body: string;
  created_at: EpochMs;
  updated_at: EpochMs;
  /** The top-level comment a reply answers; null for a top-level comment (migration 022). */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `body` rendered once when written: sanitised HTML with highlighted code. */
  html: ColumnType<string, string | undefined, string>;
  reply_count: ColumnType<number, number | undefined, number>;
  state: ColumnType<CommentState, CommentState | undefined, CommentState>;
}

export type NotificationKind = 'reply' | 'mention' | 'blogLike';

/** Issue 42: what concerns a person, newest first (migration 023). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  actor_id: string;
  course_id: string | null;
  lesson_id: string | null;
  comment_id: string | null;
  thread_id: string | null;
  blog_id: string | null;
  /** Likes on one blog in one UTC day share one row (`blogLike:{blogId}:{day}`); null otherwise. */
  group_key: string | null;
  excerpt: string;
  count: ColumnType<number, number | undefined, number>;
  created_at: EpochMs;
  read_at: EpochMs | null;
  /** 0: no mail; 1: waiting for the person's next digest; 2: mailed. */
  mail_state: ColumnType<0 | 1 | 2, 0 | 1 | 2 | undefined, 0 | 1 | 2>;
}

export interface NotificationCountersTable {
  user_id: string;
  unread: number;
  /** Moves with every change of the person's notifications: the bell's ETag. */
  version: number;
}

export interface MailDigestsTable {
  user_id: string;
  /** When the next digest may go; null when nothing waits. */
  due_at: EpochMs | null;
  last_sent_at: EpochMs | null;
}

export type ReportTargetType = 'comment' | 'blog';

/** One person's report of one thing (migration 024). */
export interface ReportsTable {
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: string;
  open: Flag;
  created_at: EpochMs;
}

export interface BlogsTable {
  id: string;
  author_id: string;
  heading: string;
  sub_heading: string;
  content: string;
  /** Plain text, the first words of `content` (D38): what blog lists carry. Written with the content. */
  excerpt: string;
  category: string;
  image_key: string;
  /** Every stored width of the image (`encodeImageSrcset`, ADR 0078); null for a blog written before. */
  image_srcset: ColumnType<string | null, string | null | undefined, string | null>;
  total_likes: number;
  /** Likes of the days still in the trending window (ADR 0059): kept by the toggle, aged by day. */
  trending_likes: ColumnType<number, number | undefined, number>;
  created_at: EpochMs;
  /** 'hidden' by a moderator: out of every list; its page says so (migration 022). */
  state: ColumnType<'visible' | 'hidden', 'visible' | 'hidden' | undefined, 'visible' | 'hidden'>;
}

/** A blog's likes per UTC day (`day` = epoch ms / 86,400,000), for trending's window. */
export interface BlogLikeDaysTable {
  blog_id: string;
  day: number;
  likes: number;
}

/** One row (id 1): the first day whose likes `blogs.trending_likes` still counts. */
export interface TrendingWindowTable {
  id: number;
  start_day: number;
}

export interface BlogLikesTable {
  user_id: string;
  blog_id: string;
  created_at: EpochMs;
}

/**
 * D16's search document, one row per course, written with `searchDocumentOf` (modules/search) when a course is
 * imported; each store indexes it by trigger. PostgreSQL adds a generated, GIN-indexed `document` tsvector.
 */
export interface CourseSearchTable {
  course_id: string;
  title: string;
  sub_title: string;
  about: string;
  lesson_titles: string;
  /** The course's likes, copied by triggers for ties in the search order (migrations 012, 013); never written. */
  total_likes: ColumnType<number, never, never>;
  /** Numbers the rows as they are written (migrations 013, 014): the last tie-break of the search order. */
  search_row: ColumnType<number, never, never>;
}

/** D32: one row per learner and lesson they have started or marked. */
export interface LessonProgressTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  position_seconds: number;
  /** 0 or 1. */
  completed: number;
  updated_at: EpochMs;
}

/** D33: an author's unfinished blog (the create form's fields; the image is not kept). */
export interface BlogDraftsTable {
  user_id: string;
  heading: string;
  sub_heading: string;
  blog_category: string;
  content: string;
  updated_at: EpochMs;
}

/** The kept sizes of large tables (`blogs`, `courses`), moved with every insert and delete (ADR 0060). */
export interface RowCountersTable {
  name: string;
  value: ColumnType<number, number, number>;
}

/** The stamp of the schema and renderer that made a kind of kept text (ADR 0134), e.g. `course-card`. */
export interface RenderStampsTable {
  name: string;
  stamp: string;
}

/** D52: a lesson's WebVTT caption track per language, `position` its place in the catalogue's order. */
export interface LessonCaptionsTable {
  lesson_id: string;
  language: string;
  label: string;
  media_key: string;
  position: number;
}

/** A learner's remembered caption choice (issue 43): `enabled` 0 or 1, `language` null for no choice. */
export interface CaptionPreferencesTable {
  user_id: string;
  enabled: number;
  language: string | null;
  updated_at: EpochMs;
}

/** D51: a learner's certificate of a course, issued once; the name and title as they were at issue. */
export interface CertificatesTable {
  id: string;
  user_id: string;
  course_id: string;
  learner_name: string;
  course_title: string;
  issued_at: EpochMs;
  /** When the certificate's mail was sent (ADR 0167); null while it waits, or when it was given up. */
  mailed_at: EpochMs | null;
  /** When the next send of its mail may start; null once sent or given up (and for rows older than 028). */
  mail_due_at: EpochMs | null;
  /** How many sends of its mail have started. */
  mail_attempts: number;
}

export interface Database {
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  refresh_tokens: RefreshTokensTable;
  password_otps: PasswordOtpsTable;
  password_resets: PasswordResetsTable;
  google_landings: GoogleLandingsTable;
  courses: CoursesTable;
  lessons: LessonsTable;
  enrollments: EnrollmentsTable;
  favorites: FavoritesTable;
  course_likes: CourseLikesTable;
  lesson_likes: LessonLikesTable;
  comments: CommentsTable;
  blogs: BlogsTable;
  blog_likes: BlogLikesTable;
  blog_like_days: BlogLikeDaysTable;
  trending_window: TrendingWindowTable;
  course_search: CourseSearchTable;
  row_counters: RowCountersTable;
  lesson_progress: LessonProgressTable;
  blog_drafts: BlogDraftsTable;
  render_stamps: RenderStampsTable;
  notifications: NotificationsTable;
  notification_counters: NotificationCountersTable;
  mail_digests: MailDigestsTable;
  reports: ReportsTable;
  lesson_captions: LessonCaptionsTable;
  caption_preferences: CaptionPreferencesTable;
  certificates: CertificatesTable;
}
