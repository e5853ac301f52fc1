// The package's public surface: every component and its props type, named explicitly (no `export *`).
// Only what a consumer uses: messages, copy, schemas and editor settings stay inside their components.
// The screens (the product's pages, for apps/web) come from `@devlearn/ui/screens/<Name>`, each with its
// form values; the product's numbers from `@devlearn/ui/product`. The editor and the avatar dialog also have
// their own entries; every module is its own file, so importing a button never brings a page or Quill.
// Sections are sorted; add lines to the section they belong to.

// ---- styles and pure helpers (lib) --------------------------------------------------------------
export { cn } from './lib/cn';
export { isRichTextBlank } from './lib/richTextContent';
export type { CommentSortOrder } from './lib/sorting';
export type { CourseListShow, FeatureRoute, UiRoute, UiRoutes } from './lib/routes';

// ---- site content (landing copy and illustrations) ----------------------------------------------
export type { Feature, Topic } from './content/landing';

// ---- primitives (UI-foundation) -----------------------------------------------------------------
export { Alert } from './components/Alert';
export type { AlertProps } from './components/Alert';
export { Button, buttonVariants } from './components/Button';
export type { ButtonProps } from './components/Button';
export { Card, cardVariants } from './components/Card';
export type { CardProps } from './components/Card';
export { CountBadge } from './components/CountBadge';
export type { CountBadgeProps } from './components/CountBadge';
export { Field, useFieldControl } from './components/Field';
export type { FieldControlProps, FieldProps } from './components/Field';
export { Input, inputVariants } from './components/Input';
export type { InputProps } from './components/Input';
export { Link, UiLinkProvider, useUiRoutes } from './components/Link';
export type { LinkComponent, LinkComponentProps, LinkProps, UiLinkProviderProps } from './components/Link';
export { Loader } from './components/Loader';
export type { LoaderProps } from './components/Loader';
export { PasswordInput } from './components/PasswordInput';
export type { PasswordInputProps } from './components/PasswordInput';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Textarea } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { quickToastOptions, toast, Toaster } from './components/Toaster';
export type { ToasterProps, ToastOptions } from './components/Toaster';

// ---- site components (UI-foundation) ------------------------------------------------------------
export { AboutSection } from './components/AboutSection';
export type { AboutSectionProps } from './components/AboutSection';
export { AuthLayout } from './components/AuthLayout';
export type { AuthLayoutProps } from './components/AuthLayout';
export { Breadcrumb } from './components/Breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './components/Breadcrumb';
export { FeatureGrid } from './components/FeatureGrid';
export type { FeatureGridProps } from './components/FeatureGrid';
export { Footer } from './components/Footer';
export type { FooterProps } from './components/Footer';
export { GoogleSignInButton } from './components/GoogleSignInButton';
export type { GoogleSignInButtonProps } from './components/GoogleSignInButton';
export { Header } from './components/Header';
export type { HeaderProps } from './components/Header';
export { NotFound } from './components/NotFound';
export type { NotFoundProps } from './components/NotFound';
export { PageError } from './components/PageError';
export type { PageErrorProps } from './components/PageError';
export { TopicCard, TopicCarousel } from './components/TopicCarousel';
export type { TopicCardProps, TopicCarouselProps } from './components/TopicCarousel';
export { TopicOverlay } from './components/TopicOverlay';
export type { TopicOverlayProps } from './components/TopicOverlay';

// ---- learning components (UI-learning) ----------------------------------------------------------
export { AvatarDialog } from './components/AvatarDialog';
export type { AvatarDialogProps } from './components/AvatarDialog';
export { BlogArticle } from './components/BlogArticle';
export type { BlogArticleBlog, BlogArticleProps } from './components/BlogArticle';
export { BlogCard } from './components/BlogCard';
export type { BlogCardBlog, BlogCardProps } from './components/BlogCard';
export { BlogGrid } from './components/BlogGrid';
export type { BlogGridProps } from './components/BlogGrid';
export { BlogTabs } from './components/BlogTabs';
export type { BlogTab, BlogTabsProps } from './components/BlogTabs';
export { CaptionsMenu } from './components/CaptionsMenu';
export type { CaptionsChoice, CaptionsMenuProps, CaptionsSetting } from './components/CaptionsMenu';
export { CertificateLink } from './components/CertificateLink';
export type { CertificateLinkProps } from './components/CertificateLink';
export { CertificateList } from './components/CertificateList';
export type { CertificateListItem, CertificateListProps } from './components/CertificateList';
export { CertificateView } from './components/CertificateView';
export type { CertificateViewCertificate, CertificateViewProps } from './components/CertificateView';
export { CommentBody, highlightedCodeClass } from './components/CommentBody';
export type { CommentBodyProps } from './components/CommentBody';
export { CommentComposer } from './components/CommentComposer';
export type { CommentComposerProps } from './components/CommentComposer';
export { commentAnchorId, CommentThread } from './components/CommentThread';
export type { CommentThreadProps, ThreadComment } from './components/CommentThread';
export { CourseCard } from './components/CourseCard';
export type { CourseCardCourse, CourseCardProps } from './components/CourseCard';
export { CourseCarouselRow } from './components/CourseCarouselRow';
export type { CourseCarouselRowProps } from './components/CourseCarouselRow';
export { CourseListRow } from './components/CourseListRow';
export type { CourseListRowCourse, CourseListRowProps } from './components/CourseListRow';
export { accessUntilLabel, CourseProgress, progressLabel } from './components/CourseProgress';
export type { CourseProgressProps, CourseProgressValue } from './components/CourseProgress';
export { EnrollmentCard } from './components/EnrollmentCard';
export type { EnrollmentCardProps } from './components/EnrollmentCard';
export { FavoriteToggle } from './components/FavoriteToggle';
export type { FavoriteToggleProps } from './components/FavoriteToggle';
export { HIDDEN_NOTICE_TEXT, HiddenNotice } from './components/HiddenNotice';
export type { HiddenNoticeKind, HiddenNoticeProps } from './components/HiddenNotice';
export { LessonTabs } from './components/LessonTabs';
export type { LessonTab, LessonTabsProps } from './components/LessonTabs';
export { LikeToggle } from './components/LikeToggle';
export type { LikeToggleProps } from './components/LikeToggle';
export { MentionCombobox } from './components/MentionCombobox';
export type { MentionCandidate, MentionComboboxProps } from './components/MentionCombobox';
export { ModerationQueue } from './components/ModerationQueue';
export type {
  ModerationAction,
  ModerationQueueItem,
  ModerationQueueProps,
} from './components/ModerationQueue';
export { NotificationBell, notificationBellLabel } from './components/NotificationBell';
export type { NotificationBellProps } from './components/NotificationBell';
export { NotificationList, notificationText } from './components/NotificationList';
export type {
  NotificationKind,
  NotificationListItem,
  NotificationListProps,
} from './components/NotificationList';
export { ReportDialog } from './components/ReportDialog';
export type { ReportDialogProps } from './components/ReportDialog';
export { RichTextEditor } from './components/RichTextEditor';
export type { RichTextEditorProps } from './components/RichTextEditor';
export { SearchBox } from './components/SearchBox';
export type { SearchBoxProps } from './components/SearchBox';
export { Sidebar } from './components/Sidebar';
export type { SidebarProps, SidebarUser } from './components/Sidebar';
export { formatDuration, Syllabus } from './components/Syllabus';
export type { SyllabusLesson, SyllabusProps } from './components/Syllabus';
export { currentCueIndex, cueText, parseWebVtt, Transcript } from './components/Transcript';
export type { TranscriptCue, TranscriptProps } from './components/Transcript';
export { POSITION_REPORT_INTERVAL_S, VideoPlayer } from './components/VideoPlayer';
export type { PositionReportReason, VideoCaptionTrack, VideoPlayerProps } from './components/VideoPlayer';
export {
  KeyboardShortcutsDialog,
  PLAYBACK_SPEEDS,
  VIDEO_SHORTCUTS,
  nextPlaybackSpeed,
  videoShortcutFor,
} from './components/VideoShortcuts';
export type {
  KeyboardShortcutsDialogProps,
  ShortcutKeyEvent,
  VideoShortcut,
  VideoShortcutAction,
} from './components/VideoShortcuts';
