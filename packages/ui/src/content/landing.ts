import aboutImage from '../assets/about.svg';
import gitImage from '../assets/topics/git.svg';
import htmlImage from '../assets/topics/html.svg';
import mysqlImage from '../assets/topics/mysql.svg';
import nextImage from '../assets/topics/next.svg';
import nodeImage from '../assets/topics/node.svg';
import reactImage from '../assets/topics/react.svg';
import type { FeatureRoute } from '../lib/routes';

/** A landing feature card (spec section 3: title, description, link); it links to its own page (D27). */
export interface Feature {
  title: string;
  description: string;
  /** The feature page the card links to, by name in the app's routes. */
  link: FeatureRoute;
}

/** A landing topic card and what its overlay shows (spec section 3: category, title, src, content). */
export interface Topic {
  category: string;
  title: string;
  /** Card and overlay poster image URL. */
  src: string;
  /** The overlay's paragraph. */
  content: string;
  /** The overlay's named instructor. */
  instructor: string;
}

export const LANDING_HEADLINE = 'An Online Learning Platform, For Web Developers';

export const landingFeatures: Feature[] = [
  {
    title: 'Interactive Tutorials',
    description: 'Learn by doing with step-by-step lessons you can follow along in your own editor.',
    link: 'tutorials',
  },
  {
    title: 'Community Support',
    description: 'Ask questions under every lesson and learn together with other developers.',
    link: 'community',
  },
  {
    title: 'Expert-Led Courses',
    description: 'Video courses by working developers, from first steps to production practice.',
    link: 'courses',
  },
  {
    title: 'Project-Based Learning',
    description: 'Build real applications from start to finish and keep them for your portfolio.',
    link: 'projects',
  },
  {
    title: 'Coding Resources',
    description: 'Cheat sheets, references and articles that keep what you learn at hand.',
    link: 'resources',
  },
  {
    title: 'Code Challenges',
    description: 'Sharpen your skills with short exercises on the topics you are studying.',
    link: 'challenges',
  },
];

export const landingTopics: Topic[] = [
  {
    category: 'Frontend',
    title: 'React.js',
    src: reactImage,
    content:
      'Build interactive user interfaces from components: state, effects, forms and routing, with the patterns teams use every day.',
    instructor: 'Maya Chen',
  },
  {
    category: 'Web Basics',
    title: 'HTML',
    src: htmlImage,
    content:
      'Structure every page the right way: semantic elements, forms, media and the accessibility that comes with good markup.',
    instructor: 'Daniel Okafor',
  },
  {
    category: 'Backend',
    title: 'Node.js',
    src: nodeImage,
    content:
      'Write servers and tools in JavaScript: modules, streams, HTTP APIs and the event loop that makes Node fast.',
    instructor: 'Priya Raman',
  },
  {
    category: 'Full Stack',
    title: 'Next.js',
    src: nextImage,
    content:
      'Ship full-stack React apps: routing, server rendering, data loading and deployment in one framework.',
    instructor: 'Lucas Moreau',
  },
  {
    category: 'Tools',
    title: 'Git',
    src: gitImage,
    content:
      'Track every change with confidence: commits, branches, merges and the collaboration flow of real projects.',
    instructor: 'Sofia Alvarez',
  },
  {
    category: 'Databases',
    title: 'My SQL',
    src: mysqlImage,
    content:
      'Store and query data with SQL: tables, joins, indexes and the design choices that keep applications quick.',
    instructor: 'Omar Haddad',
  },
];

export const aboutContent = {
  heading: 'About Us',
  image: aboutImage,
  paragraph:
    'We offer interactive tutorials, expert-led courses and project-based learning for web developers at every level. ' +
    'Our aim is to build a supportive community where you can ask, share and grow together. ' +
    'This platform is for learning purposes only.',
};
