/** The copy of one public information page. */
export interface InfoPageContent {
  title: string;
  /** The opening paragraph under the title. */
  lead: string;
  sections: { heading: string; body: string }[];
  /** The closing call to action. Default: none. */
  cta?: { label: string; route: 'login' | 'register' };
}

const startLearning = { label: 'Start learning', route: 'register' } as const;

/** The public pages behind the landing feature cards, /contact and /site/about (decision D27). */
export const infoPages = {
  tutorials: {
    title: 'Interactive Tutorials',
    lead: 'Every course is a sequence of short video lessons you can follow in your own editor, at your own pace.',
    sections: [
      {
        heading: 'Learn by doing',
        body: 'Each lesson shows one idea and then asks you to build it. Pause, rewind and change the playback speed whenever you need to.',
      },
      {
        heading: 'Pick up where you left off',
        body: 'Your enrolments stay open for 365 days, and the dashboard takes you straight back to the course you were working on.',
      },
    ],
    cta: startLearning,
  },
  community: {
    title: 'Community Support',
    lead: 'Nobody learns alone here: every lesson has its own discussion, and every learner can write for the blog.',
    sections: [
      {
        heading: 'Lesson discussions',
        body: 'Ask a question right under the lesson it is about. Other learners see it in context and can answer.',
      },
      {
        heading: 'Blogs by learners',
        body: 'Share what you built or what finally made a concept click. Readers can like your posts and find them in Trending.',
      },
    ],
    cta: startLearning,
  },
  courses: {
    title: 'Expert-Led Courses',
    lead: 'Courses by working developers on the tools the web runs on: React.js, HTML, Node.js, Next.js, Git and My SQL.',
    sections: [
      {
        heading: 'Free to enrol',
        body: 'Enrolment is free and lasts 365 days. Mark courses as favourites to keep them close.',
      },
      {
        heading: 'Built around practice',
        body: 'Each course moves from the basics to the habits teams use in production, one focused lesson at a time.',
      },
    ],
    cta: startLearning,
  },
  projects: {
    title: 'Project-Based Learning',
    lead: 'The fastest way to learn a tool is to build something real with it.',
    sections: [
      {
        heading: 'From idea to deployed app',
        body: 'Courses end in projects you can finish, run and show: a portfolio site, an API, a full-stack application.',
      },
      {
        heading: 'Share what you made',
        body: 'Write about your project on the blog and get feedback from the community.',
      },
    ],
    cta: startLearning,
  },
  resources: {
    title: 'Coding Resources',
    lead: 'References that keep what you learn at hand after the lesson ends.',
    sections: [
      {
        heading: 'Articles from the community',
        body: 'The blog collects explanations, walkthroughs and tips written by learners, sorted by what is trending and what is new.',
      },
      {
        heading: 'Lesson notes',
        body: 'Each lesson comes with a short summary, so you can revisit the key points without replaying the video.',
      },
    ],
    cta: startLearning,
  },
  challenges: {
    title: 'Code Challenges',
    lead: 'Short exercises that test what you just learned, and show you what to revisit.',
    sections: [
      {
        heading: 'Small and focused',
        body: 'Each challenge takes minutes, not hours, and targets one skill from the course you are taking.',
      },
      {
        heading: 'Talk it through',
        body: 'Stuck? Ask in the lesson discussion: explaining your attempt is half of the learning.',
      },
    ],
    cta: startLearning,
  },
  contact: {
    title: 'Contact us',
    lead: 'Questions about a course, your account or the platform? We are glad to help.',
    sections: [
      {
        heading: 'About a lesson',
        body: 'The quickest answer usually comes from the lesson discussion, where instructors and learners read along.',
      },
      {
        heading: 'About your account',
        body: 'Signed in, open your profile to update your details. Locked out, use "Forgot password?" on the sign-in page to receive a one-time code.',
      },
    ],
    cta: { label: 'Sign In', route: 'login' },
  },
  about: {
    title: 'About Us',
    lead: 'DevLearn is an online learning platform for web developers.',
    sections: [
      {
        heading: 'What we offer',
        body: 'Interactive tutorials, expert-led courses and project-based learning, for beginners and experienced developers alike.',
      },
      {
        heading: 'Why we do it',
        body: 'We aim to build a supportive community where developers learn from each other. This platform is for learning purposes only.',
      },
    ],
    cta: startLearning,
  },
} satisfies Record<string, InfoPageContent>;

export type InfoPageSlug = keyof typeof infoPages;
