import { notImplementedYet } from '../contract/not-implemented-yet.js';

/**
 * The handlers of the domain modules (courses, enrolments, favourites, likes, comments, blogs, media), keyed
 * by operationId. Owned by the domain modules: replace the placeholder entries module by module, e.g.
 * `{ ...coursesHandlers, ...notImplementedYet([...the rest]) }`.
 */
export const domainHandlers = {
  ...notImplementedYet([
    'listEnrollments',
    'enrollInCourse',
    'listFavorites',
    'toggleFavorite',
    'listCourses',
    'searchCourses',
    'getCourse',
    'getLesson',
    'toggleLike',
    'toggleBlogLike',
    'listLikedBlogs',
    'listComments',
    'addComment',
    'updateComment',
    'deleteComment',
    'listBlogs',
    'createBlog',
    'listMyBlogs',
    'getBlog',
    'deleteBlog',
    'getMedia',
  ]),
};
