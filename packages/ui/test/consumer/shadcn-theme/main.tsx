// A consumer with its own Tailwind v4 and a shadcn-style theme, building the package's classes from tailwind.css.
import { Button } from '@devlearn/ui';
import { createRoot } from 'react-dom/client';
import './styles.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <p className="bg-accent">Host accent</p>
    <p className="text-muted">Host muted</p>
    <Button>Enrol</Button>
  </main>,
);
