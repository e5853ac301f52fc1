// Realistic, contract-typed sample data for msw handlers, web tests and Storybook stories.
import type { Schemas } from '../schemas';

const hex = (n: number) => n.toString(16).padStart(24, '0');
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30)).toISOString();

/**
 * The avatar the server gives a user without an uploaded one (D39): their initial on a colour. The server's url is
 * `/api/v1/default-avatars/<file>`; the fixtures point at the same pictures as static files
 * (packages/ui/public/default-avatars/, drawn by the server's renderer), so a static Storybook shows them too.
 */
const defaultAvatar = (id: string, file: string): Schemas['Avatar'] => ({
  url: `/default-avatars/${file}`,
  _id: id,
  public_id: file,
});

export const userFixture: Schemas['User'] = {
  _id: hex(1),
  username: 'ada_lovelace',
  email: 'ada@example.com',
  avatar: defaultAvatar(hex(1), 'A-1.svg'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '0123456789',
  favorites: [hex(0x101)],
  enrollments: [hex(0x100)],
  isEmailVerified: true,
  createdAt: at(1),
  role: 'learner',
};

export const otherUserFixture: Schemas['User'] = {
  ...userFixture,
  _id: hex(2),
  username: 'grace_hopper',
  email: 'grace@example.com',
  avatar: defaultAvatar(hex(2), 'G-2.svg'),
  firstName: 'Grace',
  lastName: 'Hopper',
  favorites: [],
  enrollments: [],
};

const topics = [
  [
    'React.js',
    'React.js: Components, Hooks and State',
    'Build interactive interfaces with components and hooks.',
  ],
  [
    'HTML',
    'HTML: Semantic Structure for the Web',
    'Write documents that browsers, people and search engines understand.',
  ],
  [
    'Node.js',
    'Node.js: Servers and the Event Loop',
    'Run JavaScript on the server and understand how it schedules work.',
  ],
  [
    'Next.js',
    'Next.js: Full-Stack React Apps',
    'Routing, data fetching and rendering strategies for production apps.',
  ],
  ['Git', 'Git: Version Control in Practice', 'Commit, branch, merge and recover with confidence.'],
  [
    'My SQL',
    'MySQL: Relational Data Essentials',
    'Model tables, write queries and keep your data consistent.',
  ],
] as const;

export const lessonsFixture = (courseIndex: number): Schemas['LessonSummary'][] =>
  ['Getting started', 'Core concepts', 'Putting it together'].map((title, i) => ({
    _id: hex(0x200 + courseIndex * 16 + i),
    title: `${topics[courseIndex]?.[0] ?? 'Course'}: ${title}`,
    subHeading: `Lesson ${i + 1} of 3.`,
    durationSeconds: 20 + i * 5,
  }));

/**
 * An image as the server answers it (ADR 0078): its other stored widths in `srcset`, except for the
 * last of a list, which stands for an image stored before the server made them (`url` alone).
 */
const responsiveImage = (
  name: string,
  extension: string,
  widths: number[],
  withSrcset: boolean,
): Schemas['ResponsiveImageRef'] => {
  const url = `/media/${name}.${extension}`;
  if (!withSrcset) return { url };
  // The widest width is the image itself; the narrower ones are its copies.
  const widest = Math.max(...widths);
  const candidates = widths.map((width) =>
    width === widest ? `${url} ${width}w` : `/media/${name}-${width}.${extension} ${width}w`,
  );
  return { url, srcset: candidates.join(', ') };
};

export const coursesFixture: Schemas['Course'][] = topics.map(([, title, subTitle], i) => {
  const syllabus = lessonsFixture(i);
  return {
    _id: hex(0x100 + i),
    title,
    subTitle,
    about: `${subTitle} Each lesson is a short video with a discussion underneath.`,
    thumbnail: responsiveImage(
      `thumb${String(i).padStart(20, '0')}`,
      'png',
      [320, 640],
      i < topics.length - 1,
    ),
    lessonCount: syllabus.length,
    syllabus,
    lessonTitles: syllabus.map(({ _id, title: lessonTitle }) => ({ _id, title: lessonTitle })),
    totalLikes: 10 - i,
    isUserLiked: false,
    isEnrolled: i === 0,
    isFavorite: i === 1,
    enrollment: i === 0 ? { courseId: hex(0x100), enrolledAt: at(2), expiresAt: at(2 + 365) } : null,
  };
});

export const courseSummariesFixture: Schemas['CourseSummary'][] = coursesFixture.map(
  ({ _id, title, subTitle, thumbnail, lessonCount, syllabus }) => ({
    _id,
    title,
    subTitle,
    thumbnail,
    lessonCount,
    syllabus: syllabus.map((lesson) => lesson._id),
  }),
);

/** A lesson's caption tracks (D52): English and French, signed links like the video's. */
export const captionTracksFixture = (lessonId: string): Schemas['CaptionTrack'][] => [
  {
    language: 'en',
    label: 'English',
    url: `/media/capen${lessonId.slice(-12)}.vtt?expires=1&signature=x`,
  },
  {
    language: 'fr',
    label: 'Français',
    url: `/media/capfr${lessonId.slice(-12)}.vtt?expires=1&signature=x`,
  },
];

/** The WebVTT file behind a caption track, per language (the mocks serve it at the track's url). */
export const captionVttFixture: Record<string, string> = {
  en: [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:04.000',
    'A component is a function that returns markup.',
    '',
    '00:00:04.000 --> 00:00:08.000',
    'Props are the values a parent passes to it.',
    '',
    '00:00:08.000 --> 00:00:12.000',
    'State is what the component remembers between renders.',
    '',
  ].join('\n'),
  fr: [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:04.000',
    'Un composant est une fonction qui renvoie du balisage.',
    '',
    '00:00:04.000 --> 00:00:08.000',
    'Les props sont les valeurs que lui passe son parent.',
    '',
    '00:00:08.000 --> 00:00:12.000',
    'L’état est ce que le composant garde entre deux rendus.',
    '',
  ].join('\n'),
};

/** A learner who never chose: captions off, no language. */
export const captionPreferenceFixture: Schemas['CaptionPreference'] = { enabled: false, language: null };

export const lessonFixture = (course: Schemas['Course'], lessonIndex = 0): Schemas['Lesson'] => {
  const lesson = course.syllabus[lessonIndex] ?? course.syllabus[0]!;
  return {
    ...lesson,
    courseId: course._id,
    video: course.isEnrolled
      ? { url: `/media/video${lesson._id.slice(-12)}.mp4?expires=1&signature=x` }
      : null,
    captions: course.isEnrolled ? captionTracksFixture(lesson._id) : [],
    isEnrolled: course.isEnrolled,
    isUserLiked: false,
    totalLikes: 3,
  };
};

const ownerOf = (user: Schemas['User']): Schemas['CommentOwner'] => ({
  _id: user._id,
  username: user.username,
  avatar: { url: user.avatar.url },
});

export const commentsFixture: Schemas['Comment'][] = [
  {
    _id: hex(0x300),
    lessonId: hex(0x200),
    comment:
      'Why does the effect run twice in development?\n\n```js\nuseEffect(() => {\n  connect();\n}, []);\n```',
    html:
      '<p>Why does the effect run twice in development?</p>\n<pre><code class="hljs language-js">' +
      '<span class="hljs-title function_">useEffect</span>(<span class="hljs-function">() =&gt;</span> {\n' +
      '  <span class="hljs-title function_">connect</span>();\n}, []);\n</code></pre>',
    parentId: null,
    replyCount: 2,
    state: 'visible',
    createdAt: at(3),
    updatedAt: at(3),
    owner: ownerOf(userFixture),
  },
  {
    _id: hex(0x301),
    lessonId: hex(0x200),
    comment: 'Strict mode mounts components twice to surface missing clean-ups.',
    html: '<p>Strict mode mounts components twice to surface missing clean-ups.</p>',
    parentId: null,
    replyCount: 0,
    state: 'visible',
    createdAt: at(4),
    updatedAt: at(5),
    owner: ownerOf(otherUserFixture),
  },
];

/** The replies to the first comment, oldest first: one visible, one a moderator hid. */
export const repliesFixture: Schemas['Comment'][] = [
  {
    _id: hex(0x310),
    lessonId: hex(0x200),
    comment: '@ada_lovelace it is *Strict Mode*: return a clean-up from the effect.',
    html:
      '<p><span class="mention" data-mention="ada_lovelace">@ada_lovelace</span> ' +
      'it is <em>Strict Mode</em>: return a clean-up from the effect.</p>',
    parentId: hex(0x300),
    replyCount: 0,
    state: 'visible',
    createdAt: at(4),
    updatedAt: at(4),
    owner: ownerOf(otherUserFixture),
  },
  {
    _id: hex(0x311),
    lessonId: hex(0x200),
    comment: '',
    html: '',
    parentId: hex(0x300),
    replyCount: 0,
    state: 'hidden',
    createdAt: at(5),
    updatedAt: at(5),
    owner: ownerOf(otherUserFixture),
  },
];

export const mentionCandidatesFixture: Schemas['CommentOwner'][] = [
  ownerOf(userFixture),
  ownerOf(otherUserFixture),
];

export const notificationsFixture: Schemas['Notification'][] = [
  {
    _id: hex(0x500),
    kind: 'reply',
    read: false,
    createdAt: at(6),
    actor: ownerOf(otherUserFixture),
    count: 1,
    excerpt: 'it is Strict Mode: return a clean-up from the effect.',
    target: {
      type: 'comment',
      courseId: hex(0x100),
      lessonId: hex(0x200),
      commentId: hex(0x310),
      threadId: hex(0x300),
    },
  },
  {
    _id: hex(0x501),
    kind: 'mention',
    read: false,
    createdAt: at(5),
    actor: ownerOf(otherUserFixture),
    count: 1,
    excerpt: '@ada_lovelace have a look at this one',
    target: {
      type: 'comment',
      courseId: hex(0x100),
      lessonId: hex(0x200),
      commentId: hex(0x301),
      threadId: hex(0x301),
    },
  },
  {
    _id: hex(0x502),
    kind: 'blogLike',
    read: true,
    createdAt: at(4),
    actor: ownerOf(otherUserFixture),
    count: 3,
    excerpt: 'Notes from week 1 of learning web development',
    target: { type: 'blog', blogId: hex(0x400) },
  },
];

export const moderationQueueFixture: Schemas['ModerationQueue'] = {
  items: [
    {
      targetType: 'comment',
      targetId: hex(0x310),
      state: 'visible',
      excerpt: '@ada_lovelace it is Strict Mode: return a clean-up from the effect.',
      author: ownerOf(otherUserFixture),
      openReports: 2,
      reasons: ['Spam', 'Off topic'],
      lastReportedAt: at(7),
      target: {
        type: 'comment',
        courseId: hex(0x100),
        lessonId: hex(0x200),
        commentId: hex(0x310),
        threadId: hex(0x300),
      },
    },
    {
      targetType: 'blog',
      targetId: hex(0x401),
      state: 'visible',
      excerpt: 'Notes from week 2 of learning web development',
      author: ownerOf(otherUserFixture),
      openReports: 1,
      reasons: [],
      lastReportedAt: at(6),
      target: { type: 'blog', blogId: hex(0x401) },
    },
  ],
  total: 2,
};

const categories = ['React.js', 'Career', 'Node.js', 'CSS', 'Git', 'Next.js', 'Testing', 'Databases'];

export const blogsFixture: Schemas['Blog'][] = Array.from({ length: 8 }, (_, i) => ({
  _id: hex(0x400 + i),
  heading: `Notes from week ${i + 1} of learning web development`,
  subHeading:
    'What worked, what did not, and the small habits that made the biggest difference while building real projects.',
  blogCategory: categories[i] ?? 'General',
  blogImage: responsiveImage(`blog${String(i).padStart(21, '0')}`, 'jpg', [320, 640, 960, 1200], i < 7),
  createdAt: at(10 - i),
  author:
    i % 2 === 0
      ? { _id: userFixture._id, username: userFixture.username, email: userFixture.email }
      : { _id: otherUserFixture._id, username: otherUserFixture.username, email: otherUserFixture.email },
  totalLikes: 8 - i,
  isUserLiked: i === 0,
  content: '<h2>What I learned</h2><p>Ship <strong>small</strong> pieces and read the docs.</p>',
  state: 'visible',
}));

/** Lists carry a plain-text excerpt as `content` and the author without email (D38, ADR 0045). */
export const blogSummariesFixture: Schemas['BlogSummary'][] = blogsFixture.map(
  ({ author: { email: _email, ...author }, state: _state, ...blog }) => ({
    ...blog,
    author,
    content: 'What I learned Ship small pieces and read the docs.',
  }),
);

export const profileFixture: Schemas['Profile'] = {
  firstName: userFixture.firstName,
  lastName: userFixture.lastName,
  email: userFixture.email,
  phoneNumber: userFixture.phoneNumber,
  emailNotifications: true,
};

/** The learner's certificate of the first course (D51): the public page's fields plus the course id. */
export const certificateFixture: Schemas['Certificate'] = {
  id: 'k3v7q2m9x4b6n8c1d5f0g2h4jt',
  learnerName: `${userFixture.firstName} ${userFixture.lastName}`,
  courseTitle: coursesFixture[0]!.title,
  courseId: coursesFixture[0]!._id,
  issuedAt: at(20),
};

export const certificatesFixture: Schemas['Certificate'][] = [
  certificateFixture,
  {
    id: 'p8r2t4w6y8a1c3e5g7j9l2n4qs',
    learnerName: `${userFixture.firstName} ${userFixture.lastName}`,
    courseTitle: coursesFixture[1]!.title,
    courseId: coursesFixture[1]!._id,
    issuedAt: at(12),
  },
];

/** A syntactically valid (unsigned) JWT whose `exp` is `secondsFromNow` away; the web app only reads `exp`. */
export function accessTokenFixture(secondsFromNow = 900): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userFixture._id, exp })}.signature`;
}
