'use client';

import { useId } from 'react';
import { useUiRoutes } from '../../components/Link';
import { Breadcrumb } from '../../components/Breadcrumb';
import { CertificateLink } from '../../components/CertificateLink';
import type { CourseProgressValue } from '../../components/CourseProgress';
import { EnrollmentCard } from '../../components/EnrollmentCard';
import { LikeToggle } from '../../components/LikeToggle';
import { Loader } from '../../components/Loader';
import { Syllabus, type SyllabusLesson } from '../../components/Syllabus';
import type { ResponsiveImage } from '../../lib/responsiveImage';

/** The course fields the detail page shows (structurally a contract `Course`). */
export type CourseDetailCourse = {
  _id: string;
  title: string;
  subTitle: string;
  about: string;
  thumbnail: ResponsiveImage;
  lessonCount: number;
  syllabus: SyllabusLesson[];
  isEnrolled: boolean;
  /** Whether the signed-in user likes the course. */
  isUserLiked: boolean;
  /** Likes of the course. */
  totalLikes: number;
  /** The signed-in learner's enrolment (its end shows as 'Access until ...', D35). @default none */
  enrollment?: { expiresAt: string } | null;
};

/** An enrolled learner's progress through the course (D32). */
export type CourseDetailProgress = CourseProgressValue & {
  /** The lesson 'Go to Lessons' opens. */
  resumeLessonId: string | null;
  /** Ticked in the syllabus. */
  completedLessonIds: readonly string[];
};

export type CourseDetailProps = {
  /** The course; null while it loads. */
  course: CourseDetailCourse | null;
  /** 'Enroll For Free': the app enrols, then opens the first lesson. */
  onEnroll: () => void;
  /** The enrolment is being sent. @default false */
  isEnrolling?: boolean;
  /** Like or unlike the course (optimistic in the app); without it the like toggle is not shown. */
  onToggleLike?: () => void;
  /** The learner's progress; 'Go to Lessons' resumes at its lesson. @default none (the first lesson) */
  progress?: CourseDetailProgress;
  /** The learner's certificate of this course (D51): 'View certificate' in the header. @default none */
  certificate?: { id: string; href: string } | null;
};

/**
 * A course: breadcrumb (title cut to 15 characters), title, subTitle, its like toggle with the count, the
 * syllabus of 'Video' lessons, the about text, and the side enrolment card ('Enroll For Free' or 'Go to Lessons').
 * A learner who earned the certificate gets 'View certificate' under the title.
 */
export function CourseDetail({
  course,
  onEnroll,
  isEnrolling = false,
  onToggleLike,
  progress,
  certificate,
}: CourseDetailProps) {
  const routes = useUiRoutes();
  const aboutId = useId();
  if (!course) return <Loader label="Loading course" />;
  const resumeLessonId = progress?.resumeLessonId ?? course.syllabus[0]?._id;
  return (
    <div data-slot="course-detail" className="flex flex-col gap-6">
      <Breadcrumb
        items={[{ label: 'Courses', href: routes.dashboard.courses.getHref() }, { label: course.title }]}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{course.title}</h1>
            <p className="text-lg text-dl-muted">{course.subTitle}</p>
            {onToggleLike && (
              <LikeToggle
                className="self-start"
                isLiked={course.isUserLiked}
                count={course.totalLikes}
                subject="this course"
                onToggle={onToggleLike}
              />
            )}
            {certificate ? <CertificateLink href={certificate.href} /> : null}
          </header>
          <Syllabus
            courseId={course._id}
            lessons={course.syllabus}
            completedLessonIds={progress?.completedLessonIds}
          />
          <section aria-labelledby={aboutId} className="flex flex-col gap-2">
            <h2 id={aboutId} className="text-xl font-bold">
              About
            </h2>
            <p data-selectable className="whitespace-pre-line text-dl-muted">
              {course.about}
            </p>
          </section>
        </div>
        <EnrollmentCard
          className="self-start lg:sticky lg:top-6"
          thumbnailUrl={course.thumbnail.url}
          thumbnailSrcset={course.thumbnail.srcset}
          lessonCount={course.lessonCount}
          isEnrolled={course.isEnrolled}
          lessonsHref={
            resumeLessonId ? routes.dashboard.lesson.getHref(course._id, resumeLessonId) : undefined
          }
          progress={progress}
          accessUntil={course.enrollment?.expiresAt}
          onEnroll={onEnroll}
          isEnrolling={isEnrolling}
        />
      </div>
    </div>
  );
}
