export {
  accessTokenFixture,
  blogsFixture,
  blogSummariesFixture,
  commentsFixture,
  courseSummariesFixture,
  coursesFixture,
  lessonFixture,
  lessonsFixture,
  mentionCandidatesFixture,
  moderationQueueFixture,
  notificationsFixture,
  otherUserFixture,
  profileFixture,
  repliesFixture,
  userFixture,
} from './fixtures';
export { envelope, failure, handlers, http, invalid } from './handlers';
