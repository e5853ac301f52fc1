export {
  accessTokenFixture,
  blogsFixture,
  blogSummariesFixture,
  commentsFixture,
  courseSummariesFixture,
  coursesFixture,
  lessonFixture,
  lessonsFixture,
  otherUserFixture,
  profileFixture,
  userFixture,
} from './fixtures';
export { envelope, failure, handlers, http, invalid } from './handlers';
