// A server component (no "use client"): it imports from the package's root entry and renders CourseCard.
import { CourseCard } from '@devlearn/ui';
import { Discussion } from './Discussion';

const course = {
  _id: 'c1',
  title: 'Packed React',
  thumbnail: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  lessonCount: 3,
};

export default function Page() {
  return (
    <main>
      <CourseCard course={course} href="/courses/c1" />
      <Discussion />
    </main>
  );
}
