'use client';

import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { CommentThread, type CommentThreadProps } from '../../components/CommentThread';
import { FavoriteToggle } from '../../components/FavoriteToggle';
import { LessonTabs, type LessonTab } from '../../components/LessonTabs';
import { LikeToggle } from '../../components/LikeToggle';
import { Loader } from '../../components/Loader';
import { Syllabus, type SyllabusLesson } from '../../components/Syllabus';
import { Button } from '../../components/Button';
import type { CaptionsSetting } from '../../components/CaptionsMenu';
import { VideoPlayer, type PositionReportReason, type VideoCaptionTrack } from '../../components/VideoPlayer';
import { Link, useUiRoutes } from '../../components/Link';
import { LESSON_HEADER_TITLE_MAX_CHARS } from '../../lib/product';
import { truncateText } from '../../lib/text';
import { LockedLessonPanel } from './LockedLessonPanel';

/** The course around the lesson (structurally a contract `Course`). */
export type LessonViewCourse = {
  _id: string;
  title: string;
  about: string;
  syllabus: SyllabusLesson[];
  isFavorite: boolean;
  /** The course's artwork: the video's poster until it plays. @default none */
  thumbnail?: { url: string };
};

/** The lesson (structurally a contract `Lesson`; `video` is null for users who are not enrolled). */
export type LessonViewLesson = {
  _id: string;
  title: string;
  subHeading: string;
  video: { url: string } | null;
  isEnrolled: boolean;
  isUserLiked: boolean;
  totalLikes: number;
  /** The video's WebVTT captions (D52; empty for users who are not enrolled). @default none */
  captions?: readonly VideoCaptionTrack[];
};

/** The discussion's data and actions, passed on to the CommentThread. */
export type LessonViewDiscussion = Omit<CommentThreadProps, 'canComment' | 'className'>;

export type LessonViewProps = {
  /** The course and the lesson; null while they load. */
  course: LessonViewCourse | null;
  lesson: LessonViewLesson | null;
  onEnroll: () => void;
  /** The enrolment is being sent. @default false */
  isEnrolling?: boolean;
  onToggleFavorite: () => void;
  onToggleLike: () => void;
  discussion: LessonViewDiscussion;
  /** The learner's place in this lesson (D32): the video resumes there. @default none */
  progress?: { positionSeconds: number; completed: boolean };
  /** Lessons of the course the learner has completed: ticked in the syllabus. @default none */
  completedLessonIds?: readonly string[];
  /** Hears the video's position as it plays (the app saves it). @default none */
  onPositionReport?: (positionSeconds: number, reason: PositionReportReason) => void;
  /** 'Mark as done' / 'Mark as not done'; without it the button is not shown. @default none */
  onToggleCompleted?: () => void;
  /** Whether the learner shows captions (their remembered choice). @default off */
  captionsOn?: boolean;
  /** The learner's captions language; null or one the video lacks means its first track. @default null */
  captionLanguage?: string | null;
  /** Hears a change of captions (the toggle, the language, `c`): the app remembers it. @default none */
  onCaptionsChange?: (setting: CaptionsSetting) => void;
  /** The tab shown first: a link to a comment opens on Discussions. @default 'about' */
  defaultTab?: LessonTab;
};

/**
 * A lesson: the header (title cut to 30 characters) with the favourite toggle, the video for enrolled users or a
 * locked panel with 'Enroll For Free', the syllabus beside it, and the About / Discussions tabs below. A video
 * with captions gets the Captions controls and its Transcript under the player (ADR 0185).
 */
export function LessonView({
  course,
  lesson,
  onEnroll,
  isEnrolling = false,
  onToggleFavorite,
  onToggleLike,
  discussion,
  progress,
  completedLessonIds,
  onPositionReport,
  onToggleCompleted,
  captionsOn,
  captionLanguage,
  onCaptionsChange,
  defaultTab,
}: LessonViewProps) {
  const routes = useUiRoutes();
  const aboutCourseId = useId();
  if (!course || !lesson) return <Loader label="Loading lesson" />;
  const shortTitle = truncateText(lesson.title, LESSON_HEADER_TITLE_MAX_CHARS);

  return (
    <div data-slot="lesson-view" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <Link
            href={routes.dashboard.course.getHref(course._id)}
            className="text-sm text-dl-muted hover:text-dl-fg hover:underline"
          >
            {course.title}
          </Link>
          <h1 className="text-2xl font-bold" title={shortTitle === lesson.title ? undefined : lesson.title}>
            <span aria-hidden>{shortTitle}</span>
            <span className="sr-only">{lesson.title}</span>
          </h1>
        </div>
        <FavoriteToggle isFavorite={course.isFavorite} onToggle={onToggleFavorite} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {lesson.isEnrolled && lesson.video ? (
            <div className="flex flex-col gap-3">
              <VideoPlayer
                key={lesson._id}
                src={lesson.video.url}
                title={lesson.title}
                poster={course.thumbnail?.url}
                startAt={progress?.positionSeconds}
                onPositionReport={onPositionReport}
                captions={lesson.captions}
                captionsOn={captionsOn}
                captionLanguage={captionLanguage}
                onCaptionsChange={onCaptionsChange}
              />
              {onToggleCompleted ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-pressed={progress?.completed ?? false}
                  onClick={onToggleCompleted}
                >
                  {progress?.completed ? <CircleCheck aria-hidden className="text-dl-success" /> : null}
                  Mark as done
                </Button>
              ) : null}
            </div>
          ) : (
            <LockedLessonPanel onEnroll={onEnroll} isEnrolling={isEnrolling} />
          )}
          <LessonTabs
            defaultTab={defaultTab}
            about={
              <div className="flex flex-col gap-6">
                <section className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 className="text-xl font-bold">{lesson.title}</h2>
                    <LikeToggle
                      isLiked={lesson.isUserLiked}
                      count={lesson.totalLikes}
                      onToggle={onToggleLike}
                      subject="this lesson"
                    />
                  </div>
                  <p data-selectable className="text-dl-muted">
                    {lesson.subHeading}
                  </p>
                </section>
                <section aria-labelledby={aboutCourseId} className="flex flex-col gap-2">
                  <h2 id={aboutCourseId} className="text-xl font-bold">
                    About This Course
                  </h2>
                  <p data-selectable className="whitespace-pre-line text-dl-muted">
                    {course.about}
                  </p>
                </section>
              </div>
            }
            discussions={<CommentThread {...discussion} canComment={lesson.isEnrolled} />}
          />
        </div>
        <Syllabus
          className="self-start"
          courseId={course._id}
          lessons={course.syllabus}
          currentLessonId={lesson._id}
          completedLessonIds={completedLessonIds}
        />
      </div>
    </div>
  );
}
