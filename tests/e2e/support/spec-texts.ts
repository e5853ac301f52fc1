/**
 * Every product string the journeys check, copied from the spec (product-spec.md, decisions.md) in one place.
 * A journey that looks for one of these fails when the product stops showing the spec's text.
 */
export const TEXT = {
  landingHeadline: 'An Online Learning Platform, For Web Developers',
  notFound: '404 Page not found | Not Design yet',
  footerCopyrightYear: '2024',

  // validation (spec section 5)
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 4 characters long',
  newPasswordTooShort: 'New Password must be at least 8 characters long',
  passwordsMustMatch: 'Passwords must match',
  otpEmpty: 'Please enter the OTP.',
  otpInvalid: 'Invalid OTP. Please try again.',
  searchEmpty: 'Please enter a search query',
  commentEmpty: 'Please enter a comment',
  commentEditEmpty: 'Please enter comment',
  headingRequired: 'Heading is required',
  subHeadingRequired: 'Subheading is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  imageRequired: 'Image is required',
  imageTooLarge: 'File size is too large',
  imageUnsupported: 'Unsupported file type',
  imageNotLandscape: 'Image must be landscape.',
  imageUnreadable: 'Error validating image dimensions.',
  profileNothingToUpdate: 'At least one field must be updated',

  // auth messages and toasts (sections 4 and 8)
  registerFirst: 'Please register first!',
  checkEmail: 'Check your email for verification link',
  verificationSent: 'Verification link sent to your email!',
  otpSent: 'OTP sent to your email!',
  otpVerified: 'OTP verified successfully!',
  passwordReset: 'Password reset successfully!',
  tokenExpired: 'Your token has expired. Click the button to refresh it.',
  googleTryAgain: 'Please try again.',
  profileUpdated: 'Profile updated successfully!',
  avatarUpdated: 'Avatar updated successfully!',
  blogCreated: 'Blog created successfully!',
  reportSent: 'Report sent successfully',

  // courses (section 2)
  welcome: (name: string) => `Welcome, ${name} to Our Courses`,
  continueLearning: 'Continue Learning',
  myEnrollments: 'My Enrollments',
  popularCourses: 'Our Popular Courses',
  allCourses: 'All Courses',
  noSearchResults: 'No search results found',
  noCourses: 'No courses found',
  validity: '365 Days Validity',
  enrollForFree: 'Enroll For Free',
  goToLessons: 'Go to Lessons',
  whatsIncluded: "What's Included",
  onlineAccessibility: 'Online Accessibility',
  addToFavorites: 'Add to Favorites',
  addedToFavorites: 'Added to Favorites',
  aboutThisCourse: 'About This Course',
  lessonDiscussion: 'Lesson Discussion',
  noDiscussions: 'No discussions yet',
  editYourComment: 'Edit Your Comment',
  mostRecent: 'Most Recent',
  oldest: 'Oldest',

  // blogs
  blogsHeading: 'Coding Insights and Innovations',
  noBlogs: 'No Blogs here.',
  showMore: 'Show more',
  createBlogs: 'Create Blogs',
  createPost: 'Create Post',
  resetContent: 'Reset Content',
  deleteBlog: 'Delete Blog',
  backToBlogs: 'Back to blogs',
} as const;

/** The six topics of the landing carousel, which decision D4 also seeds as courses. */
export const TOPICS = ['React.js', 'HTML', 'Node.js', 'Next.js', 'Git', 'My SQL'] as const;

/** The landing page's feature cards and the public route each links to (decision D27: real pages). */
export const FEATURE_CARDS = [
  { title: 'Interactive Tutorials', path: '/tutorials' },
  { title: 'Community Support', path: '/community' },
  { title: 'Expert-Led Courses', path: '/courses' },
  { title: 'Project-Based Learning', path: '/projects' },
  { title: 'Coding Resources', path: '/resources' },
  { title: 'Code Challenges', path: '/challenges' },
] as const;
