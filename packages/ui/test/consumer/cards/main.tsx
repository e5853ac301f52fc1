// A consumer without Tailwind showing a course card, a discussion and a toast.
import { CommentThread, CourseCard, toast, Toaster } from '@devlearn/ui';
import '@devlearn/ui/styles.css';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

const course = {
  _id: 'c1',
  title: 'Packed React',
  thumbnail: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  lessonCount: 3,
};
const comments = [
  { _id: 'm1', comment: 'A comment from the registry install', owner: { _id: 'u1', username: 'ada' } },
];

function App() {
  useEffect(() => {
    toast.success('Toast from the package');
  }, []);
  return (
    <main>
      <CourseCard course={course} href="/courses/c1" />
      <CommentThread
        comments={comments}
        canComment
        onAdd={() => undefined}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onReport={() => undefined}
      />
      <Toaster />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
