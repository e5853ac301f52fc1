// A consumer without Tailwind that imports one component and the compiled stylesheet.
import { Button } from '@devlearn/ui';
import '@devlearn/ui/styles.css';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<Button>Enrol</Button>);
