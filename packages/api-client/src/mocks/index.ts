export {
  accessTokenFixture,
  blogsFixture,
  blogSummariesFixture,
  captionPreferenceFixture,
  captionTracksFixture,
  captionVttFixture,
  certificateFixture,
  certificatesFixture,
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
