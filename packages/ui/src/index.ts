// The package's public surface: every component and its props type, named explicitly (no `export *`).
// Only what a consumer uses: messages, copy, schemas and editor settings stay inside their components.
// Sections are sorted; add lines to the section they belong to.

// ---- styles and pure helpers (lib) --------------------------------------------------------------
export { cn } from './lib/cn';
export { courseListTitle } from './lib/courseListTitle';
export { isRichTextBlank } from './lib/richTextContent';
export type { CommentSortOrder } from './lib/sorting';
export * as constants from './lib/constants';
export { sitePaths } from './lib/sitePaths';

// ---- site content (landing copy and illustrations) ----------------------------------------------
export type { Feature, Topic } from './content/landing';
export { infoPages } from './content/infoPages';
export type { InfoPageContent, InfoPageSlug } from './content/infoPages';

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
export { Link, UiLinkProvider } from './components/Link';
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
export { CommentThread } from './components/CommentThread';
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
export { LessonTabs } from './components/LessonTabs';
export type { LessonTab, LessonTabsProps } from './components/LessonTabs';
export { LikeToggle } from './components/LikeToggle';
export type { LikeToggleProps } from './components/LikeToggle';
export { RichTextEditor } from './components/RichTextEditor';
export type { RichTextEditorProps } from './components/RichTextEditor';
export { SearchBox } from './components/SearchBox';
export type { SearchBoxProps } from './components/SearchBox';
export { Sidebar } from './components/Sidebar';
export type { SidebarProps, SidebarUser } from './components/Sidebar';
export { formatDuration, Syllabus } from './components/Syllabus';
export type { SyllabusLesson, SyllabusProps } from './components/Syllabus';
export { POSITION_REPORT_INTERVAL_S, VideoPlayer } from './components/VideoPlayer';
export type { PositionReportReason, VideoPlayerProps } from './components/VideoPlayer';
export { dashboardPaths } from './lib/dashboardPaths';
export type { CourseListShow } from './lib/dashboardPaths';

// ---- form values (what the form screens submit) ------------------------------------------------
export type {
  ForgotPasswordValues,
  LoginValues,
  RegisterValues,
  ResetPasswordValues,
  VerifyOtpValues,
} from './forms/authSchemas';
export type { ServerFieldErrors } from './forms/useServerFieldErrors';

// ---- screens (UI-foundation) --------------------------------------------------------------------
export { EmailVerification } from './screens/EmailVerification';
export type { EmailVerificationProps } from './screens/EmailVerification';
export { ForgotPassword } from './screens/ForgotPassword';
export type { ForgotPasswordProps } from './screens/ForgotPassword';
export { GoogleError } from './screens/GoogleError';
export type { GoogleErrorProps } from './screens/GoogleError';
export { InfoPage } from './screens/InfoPage';
export type { InfoPageProps } from './screens/InfoPage';
export { Landing } from './screens/Landing';
export type { LandingProps } from './screens/Landing';
export { Login } from './screens/Login';
export type { LoginProps } from './screens/Login';
export { RefreshToken } from './screens/RefreshToken';
export type { RefreshTokenProps } from './screens/RefreshToken';
export { Register } from './screens/Register';
export type { RegisterProps } from './screens/Register';
export { ResetPassword } from './screens/ResetPassword';
export type { ResetPasswordProps } from './screens/ResetPassword';
export { VerifyOtp } from './screens/VerifyOtp';
export type { VerifyOtpProps } from './screens/VerifyOtp';

// ---- screens (UI-learning) ----------------------------------------------------------------------
export { BlogDetail } from './screens/BlogDetail';
export type { BlogDetailProps } from './screens/BlogDetail';
export { BlogList } from './screens/BlogList';
export type { BlogListProps } from './screens/BlogList';
export { CourseDetail } from './screens/CourseDetail';
export type { CourseDetailCourse, CourseDetailProgress, CourseDetailProps } from './screens/CourseDetail';
export { CourseList } from './screens/CourseList';
export type { CourseListProps } from './screens/CourseList';
export { CoursesHome } from './screens/CoursesHome';
export type { CoursesHomeProps } from './screens/CoursesHome';
export { CreateBlog } from './screens/CreateBlog';
export type { BlogDraftFields, CreateBlogProps } from './screens/CreateBlog';
export { DashboardLayout } from './screens/DashboardLayout';
export type { DashboardLayoutProps } from './screens/DashboardLayout';
export { LessonView } from './screens/LessonView';
export type {
  LessonViewCourse,
  LessonViewDiscussion,
  LessonViewLesson,
  LessonViewProps,
} from './screens/LessonView';
export { MyBlogs } from './screens/MyBlogs';
export type { MyBlogsProps } from './screens/MyBlogs';
export { Profile } from './screens/Profile';
export type { ProfileProps } from './screens/Profile';
export type { BlogEditFormValues, BlogFormInput, BlogFormValues } from './forms/blogFormSchema';
export type { ProfileData, ProfileFormValues, ProfileUpdateValues } from './forms/profileFormSchema';
