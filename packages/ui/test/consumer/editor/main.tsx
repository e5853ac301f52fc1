// A consumer of the rich-text editor entry (which brings Quill and its Snow theme).
import '@devlearn/ui/styles.css';
import { RichTextEditor } from '@devlearn/ui/rich-text-editor';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [html, setHtml] = useState('<p>Hello from the editor</p>');
  return <RichTextEditor label="Content" value={html} onChange={setHtml} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
