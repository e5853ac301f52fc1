import { defaultAvatarHandlers } from '../media/default-avatar.handlers.js';
import { mediaHandlers } from '../media/media.handlers.js';
import { blogsHandlers } from './blogs/blogs.handlers.js';
import { commentsHandlers } from './comments/comments.handlers.js';
import { coursesHandlers } from './courses/courses.handlers.js';
import { enrollmentsHandlers } from './enrollments/enrollments.handlers.js';
import { favoritesHandlers } from './favorites/favorites.handlers.js';
import { lessonsHandlers } from './lessons/lessons.handlers.js';
import { likesHandlers } from './likes/likes.handlers.js';

/**
 * The handlers of the domain modules (courses, enrolments, favourites, lessons, likes, comments, blogs,
 * media), keyed by operationId. Owned by the domain modules.
 */
export const domainHandlers = {
  ...coursesHandlers,
  ...enrollmentsHandlers,
  ...favoritesHandlers,
  ...lessonsHandlers,
  ...likesHandlers,
  ...commentsHandlers,
  ...blogsHandlers,
  ...mediaHandlers,
  ...defaultAvatarHandlers,
};
