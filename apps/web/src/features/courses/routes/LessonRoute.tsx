import { type CommentSortOrder } from '@devlearn/ui';
import { LessonView } from '@devlearn/ui/screens/LessonView';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { notifyErrorOf } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useSendReport } from '../../../lib/reports';
import { useSessionUser } from '../../../lib/sessionUser';
import { useCaptionPreference } from '../api/captionPreference';
import {
  mentionCandidates,
  previewComment,
  useAddCommentMutation,
  useAddReplyMutation,
  useDeleteCommentMutation,
  useUpdateCommentMutation,
} from '../api/commentMutations';
import {
  completedLessonIds,
  courseProgressQueryOptions,
  courseQueryOptions,
  lessonQueryOptions,
} from '../api/courseQueries';
import { commentsInfiniteQueryOptions } from '../api/listComments';
import { useLessonProgress } from '../api/saveLessonProgress';
import { useEnrollMutation, useToggleFavoriteMutation, useToggleLikeMutation } from '../api/courseMutations';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /dashboard/courses/learn/{courseId}/lesson/{lessonId}: the video (enrolled) or the locked panel with
 * 'Enroll For Free', the favourite and like toggles (optimistic), the syllabus and the lesson's discussion. An
 * enrolled learner's video resumes where it stopped, its position is saved as it plays, the syllabus ticks
 * completed lessons and 'Mark as done' marks this one (D32). Its captions (D52) start as the learner last chose,
 * and each change of the Captions toggle or language is remembered; the transcript follows the video.
 * A lesson that cannot be loaded shows its error and returns to /dashboard/courses (spec section 4).
 */
export default function LessonRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();

  const course = useQuery(courseQueryOptions(courseId));
  const lesson = useQuery(lessonQueryOptions(courseId, lessonId));
  useDocumentTitle(lesson.data?.title);
  const [commentOrder, setCommentOrder] = useState<CommentSortOrder>('recent');
  const comments = useInfiniteQuery(commentsInfiniteQueryOptions(lessonId, commentOrder));
  const isEnrolled = lesson.data?.isEnrolled ?? false;
  const progress = useQuery({ ...courseProgressQueryOptions(courseId), enabled: isEnrolled });
  const { reportPosition, toggleCompleted } = useLessonProgress(courseId, lessonId);
  const hasCaptions = (lesson.data?.captions.length ?? 0) > 0;
  const captions = useCaptionPreference(isEnrolled && hasCaptions);
  const place = progress.data?.lessons.find((entry) => entry.lessonId === lessonId);

  const enroll = useEnrollMutation();
  const toggleFavorite = useToggleFavoriteMutation(courseId);
  const toggleLike = useToggleLikeMutation(lessonQueryOptions(courseId, lessonId).queryKey);
  const addComment = useAddCommentMutation(lessonId);
  const updateComment = useUpdateCommentMutation(lessonId);
  const deleteComment = useDeleteCommentMutation(lessonId);
  const addReply = useAddReplyMutation();
  const sendReport = useSendReport();

  // Issue 42: threads open on demand; a notification's link opens its thread (?thread=) and scrolls to the
  // comment (#comment-<id>) once it is on the page.
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const linkedThread = searchParams.get('thread');
  const [openThreads, setOpenThreads] = useState<string[]>(() => (linkedThread ? [linkedThread] : []));
  const replyQueries = useQueries({
    queries: openThreads.map((threadId) =>
      $api.queryOptions('get', '/c/comments/{id}/replies', { params: { path: { id: threadId } } }),
    ),
  });
  const replies = Object.fromEntries(
    openThreads.map((threadId, index) => [threadId, replyQueries[index]?.data?.data]),
  );
  const repliesLoaded = replyQueries.filter((query) => query.isSuccess).length;
  useEffect(() => {
    const anchor = location.hash.slice(1);
    if (!anchor) return;
    document.getElementById(anchor)?.scrollIntoView({ block: 'center' });
  }, [location.hash, repliesLoaded, comments.data]);

  useEffect(() => {
    if (!lesson.isError) return;
    notifyErrorOf(lesson.error);
    navigate(paths.dashboard.courses.getHref(), { replace: true });
  }, [lesson.isError, lesson.error, navigate]);

  return (
    <LessonView
      // A notification's link (`?thread=`, which the server sees too) opens on the discussion it points into.
      defaultTab={searchParams.has('thread') ? 'discussions' : 'about'}
      course={course.data ?? null}
      lesson={lesson.data ?? null}
      onEnroll={() => enroll.mutate({ params: { path: { courseId } } })}
      isEnrolling={enroll.isPending}
      progress={
        progress.data
          ? { positionSeconds: place?.positionSeconds ?? 0, completed: place?.completed ?? false }
          : undefined
      }
      completedLessonIds={progress.data ? completedLessonIds(progress.data) : undefined}
      onPositionReport={isEnrolled ? reportPosition : undefined}
      onToggleCompleted={isEnrolled ? () => toggleCompleted(!(place?.completed ?? false)) : undefined}
      captionsOn={captions.preference?.enabled ?? false}
      captionLanguage={captions.preference?.language ?? null}
      onCaptionsChange={captions.change}
      onToggleFavorite={() => toggleFavorite.mutate({ params: { path: { courseId } } })}
      onToggleLike={() => toggleLike.mutate({ params: { path: { id: lessonId } } })}
      discussion={{
        comments: comments.data ?? [],
        currentUserId: user?._id ?? null,
        isLoading: comments.isPending,
        onOrderChange: setCommentOrder,
        hasMore: comments.hasNextPage,
        onLoadMore: () => void comments.fetchNextPage(),
        isLoadingMore: comments.isFetchingNextPage,
        onAdd: (text) =>
          addComment.mutateAsync({ params: { path: { id: lessonId } }, body: { comment: text } }),
        onEdit: (commentId, text) =>
          updateComment.mutateAsync({ params: { path: { id: commentId } }, body: { comment: text } }),
        onDelete: (commentId) => deleteComment.mutate({ params: { path: { id: commentId } } }),
        onReport: (commentId, reason) => sendReport('comment', commentId, reason),
        replies,
        onLoadReplies: (threadId) =>
          setOpenThreads((open) => (open.includes(threadId) ? open : [...open, threadId])),
        onReply: (threadId, text) =>
          addReply.mutateAsync({ params: { path: { id: threadId } }, body: { comment: text } }),
        defaultExpandedIds: linkedThread ? [linkedThread] : undefined,
        onPreview: previewComment,
        onSearchMentions: (query) => mentionCandidates(courseId, query),
      }}
    />
  );
}
