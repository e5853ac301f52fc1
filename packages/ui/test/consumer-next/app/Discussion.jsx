'use client';
// A client component of the consumer: CommentThread with the comments in its own state.
import { CommentThread } from '@devlearn/ui';
import { useState } from 'react';

const owner = { _id: 'u1', username: 'ada' };

export function Discussion() {
  const [comments, setComments] = useState([
    { _id: 'm1', comment: 'A comment from the registry install', owner },
  ]);
  return (
    <CommentThread
      comments={comments}
      canComment
      onAdd={(comment) => setComments((list) => [...list, { _id: `m${list.length + 1}`, comment, owner }])}
      onEdit={() => undefined}
      onDelete={() => undefined}
      onReport={() => undefined}
    />
  );
}
